/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown> }} Perm_SumInputs */

const en_perm_sum = /** @type {(inputs: Perm_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} of 11 cards · maxcount ${i?.max} ·`)
};

const de_perm_sum = /** @type {(inputs: Perm_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} von 11 Karten · Maxcount ${i?.max} ·`)
};

const fr_perm_sum = /** @type {(inputs: Perm_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} cartes sur 11 · maxcount ${i?.max} ·`)
};

const es_perm_sum = /** @type {(inputs: Perm_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} de 11 cartas · maxcount ${i?.max} ·`)
};

/**
* | output |
* | --- |
* | "{total} of 11 cards · maxcount {max} ·" |
*
* @param {Perm_SumInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_sum = /** @type {((inputs: Perm_SumInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_SumInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_sum(inputs)
	if (locale === "fr") return fr_perm_sum(inputs)
	if (locale === "es") return es_perm_sum(inputs)
	return en_perm_sum(inputs)
});