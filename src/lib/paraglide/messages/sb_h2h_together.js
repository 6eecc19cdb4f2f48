/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_TogetherInputs */

const en_sb_h2h_together = /** @type {(inputs: Sb_H2h_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Together`)
};

const de_sb_h2h_together = /** @type {(inputs: Sb_H2h_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusammen`)
};

const fr_sb_h2h_together = /** @type {(inputs: Sb_H2h_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensemble`)
};

const es_sb_h2h_together = /** @type {(inputs: Sb_H2h_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juntos`)
};

/**
* | output |
* | --- |
* | "Together" |
*
* @param {Sb_H2h_TogetherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_together = /** @type {((inputs?: Sb_H2h_TogetherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_TogetherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_together(inputs)
	if (locale === "fr") return fr_sb_h2h_together(inputs)
	if (locale === "es") return es_sb_h2h_together(inputs)
	return en_sb_h2h_together(inputs)
});