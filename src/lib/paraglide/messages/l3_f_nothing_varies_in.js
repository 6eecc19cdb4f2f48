/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Nothing_Varies_InInputs */

const en_l3_f_nothing_varies_in = /** @type {(inputs: L3_F_Nothing_Varies_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing varies in this set-builder: bind a variable, as in ${i?.example}.`)
};

const de_l3_f_nothing_varies_in = /** @type {(inputs: L3_F_Nothing_Varies_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In dieser Mengenbildung läuft nichts: Binde eine Variable, wie in ${i?.example}.`)
};

const fr_l3_f_nothing_varies_in = /** @type {(inputs: L3_F_Nothing_Varies_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne varie dans cet ensemble en compréhension : liez une variable, comme dans ${i?.example}.`)
};

const es_l3_f_nothing_varies_in = /** @type {(inputs: L3_F_Nothing_Varies_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada varía en este conjunto por comprensión: liga una variable, como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "Nothing varies in this set-builder: bind a variable, as in {example}." |
*
* @param {L3_F_Nothing_Varies_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_nothing_varies_in = /** @type {((inputs: L3_F_Nothing_Varies_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Nothing_Varies_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_nothing_varies_in(inputs)
	if (locale === "fr") return fr_l3_f_nothing_varies_in(inputs)
	if (locale === "es") return es_l3_f_nothing_varies_in(inputs)
	return en_l3_f_nothing_varies_in(inputs)
});