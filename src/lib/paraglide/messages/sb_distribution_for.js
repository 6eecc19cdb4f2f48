/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Distribution_ForInputs */

const en_sb_distribution_for = /** @type {(inputs: Sb_Distribution_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score distribution for`)
};

const de_sb_distribution_for = /** @type {(inputs: Sb_Distribution_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkteverteilung für`)
};

const fr_sb_distribution_for = /** @type {(inputs: Sb_Distribution_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répartition des scores pour`)
};

const es_sb_distribution_for = /** @type {(inputs: Sb_Distribution_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribución de puntuaciones de`)
};

/**
* | output |
* | --- |
* | "Score distribution for" |
*
* @param {Sb_Distribution_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_distribution_for = /** @type {((inputs?: Sb_Distribution_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Distribution_ForInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_distribution_for(inputs)
	if (locale === "fr") return fr_sb_distribution_for(inputs)
	if (locale === "es") return es_sb_distribution_for(inputs)
	return en_sb_distribution_for(inputs)
});