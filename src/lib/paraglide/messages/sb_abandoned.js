/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_AbandonedInputs */

const en_sb_abandoned = /** @type {(inputs: Sb_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abandoned`)
};

const de_sb_abandoned = /** @type {(inputs: Sb_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abgebrochen`)
};

const fr_sb_abandoned = /** @type {(inputs: Sb_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abandonnée`)
};

const es_sb_abandoned = /** @type {(inputs: Sb_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abandonada`)
};

/**
* | output |
* | --- |
* | "abandoned" |
*
* @param {Sb_AbandonedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_abandoned = /** @type {((inputs?: Sb_AbandonedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_AbandonedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_abandoned(inputs)
	if (locale === "fr") return fr_sb_abandoned(inputs)
	if (locale === "es") return es_sb_abandoned(inputs)
	return en_sb_abandoned(inputs)
});