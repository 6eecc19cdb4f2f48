/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_BestInputs */

const en_sb_best = /** @type {(inputs: Sb_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best`)
};

const de_sb_best = /** @type {(inputs: Sb_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bester`)
};

const fr_sb_best = /** @type {(inputs: Sb_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleur`)
};

const es_sb_best = /** @type {(inputs: Sb_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor`)
};

/**
* | output |
* | --- |
* | "Best" |
*
* @param {Sb_BestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_best = /** @type {((inputs?: Sb_BestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_BestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_best(inputs)
	if (locale === "fr") return fr_sb_best(inputs)
	if (locale === "es") return es_sb_best(inputs)
	return en_sb_best(inputs)
});