/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Reframing_Names_PaidInputs */

const en_reframing_names_paid = /** @type {(inputs: Reframing_Names_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round 7 names paid: ${i?.list}.`)
};

const de_reframing_names_paid = /** @type {(inputs: Reframing_Names_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namen aus Runde 7 bringen: ${i?.list}.`)
};

const fr_reframing_names_paid = /** @type {(inputs: Reframing_Names_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noms de la manche 7 : ${i?.list}.`)
};

const es_reframing_names_paid = /** @type {(inputs: Reframing_Names_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombres de la ronda 7: ${i?.list}.`)
};

/**
* | output |
* | --- |
* | "Round 7 names paid: {list}." |
*
* @param {Reframing_Names_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_paid = /** @type {((inputs: Reframing_Names_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_PaidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_paid(inputs)
	if (locale === "fr") return fr_reframing_names_paid(inputs)
	if (locale === "es") return es_reframing_names_paid(inputs)
	return en_reframing_names_paid(inputs)
});