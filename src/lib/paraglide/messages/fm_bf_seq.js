/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_SeqInputs */

const en_fm_bf_seq = /** @type {(inputs: Fm_Bf_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number`)
};

const de_fm_bf_seq = /** @type {(inputs: Fm_Bf_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nummer`)
};

const fr_fm_bf_seq = /** @type {(inputs: Fm_Bf_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`numéro`)
};

const es_fm_bf_seq = /** @type {(inputs: Fm_Bf_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`número`)
};

/**
* | output |
* | --- |
* | "number" |
*
* @param {Fm_Bf_SeqInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_seq = /** @type {((inputs?: Fm_Bf_SeqInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_SeqInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_seq(inputs)
	if (locale === "fr") return fr_fm_bf_seq(inputs)
	if (locale === "es") return es_fm_bf_seq(inputs)
	return en_fm_bf_seq(inputs)
});