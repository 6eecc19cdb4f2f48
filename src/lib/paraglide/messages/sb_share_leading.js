/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Share_LeadingInputs */

const en_sb_share_leading = /** @type {(inputs: Sb_Share_LeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leading`)
};

const de_sb_share_leading = /** @type {(inputs: Sb_Share_LeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vorne`)
};

const fr_sb_share_leading = /** @type {(inputs: Sb_Share_LeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en tête`)
};

const es_sb_share_leading = /** @type {(inputs: Sb_Share_LeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en cabeza`)
};

/**
* | output |
* | --- |
* | "leading" |
*
* @param {Sb_Share_LeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_share_leading = /** @type {((inputs?: Sb_Share_LeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Share_LeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_share_leading(inputs)
	if (locale === "fr") return fr_sb_share_leading(inputs)
	if (locale === "es") return es_sb_share_leading(inputs)
	return en_sb_share_leading(inputs)
});