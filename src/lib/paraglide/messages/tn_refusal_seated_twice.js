/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Refusal_Seated_TwiceInputs */

const en_tn_refusal_seated_twice = /** @type {(inputs: Tn_Refusal_Seated_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is at the table twice.`)
};

const de_tn_refusal_seated_twice = /** @type {(inputs: Tn_Refusal_Seated_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sitzt zweimal am Tisch.`)
};

const fr_tn_refusal_seated_twice = /** @type {(inputs: Tn_Refusal_Seated_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est deux fois à la table.`)
};

const es_tn_refusal_seated_twice = /** @type {(inputs: Tn_Refusal_Seated_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está dos veces en la mesa.`)
};

/**
* | output |
* | --- |
* | "{name} is at the table twice." |
*
* @param {Tn_Refusal_Seated_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_seated_twice = /** @type {((inputs: Tn_Refusal_Seated_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Seated_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_seated_twice(inputs)
	if (locale === "fr") return fr_tn_refusal_seated_twice(inputs)
	if (locale === "es") return es_tn_refusal_seated_twice(inputs)
	return en_tn_refusal_seated_twice(inputs)
});