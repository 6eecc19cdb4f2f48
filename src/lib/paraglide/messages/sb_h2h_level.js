/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_LevelInputs */

const en_sb_h2h_level = /** @type {(inputs: Sb_H2h_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

const de_sb_h2h_level = /** @type {(inputs: Sb_H2h_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gleichauf`)
};

const fr_sb_h2h_level = /** @type {(inputs: Sb_H2h_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Égalité`)
};

const es_sb_h2h_level = /** @type {(inputs: Sb_H2h_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empate`)
};

/**
* | output |
* | --- |
* | "Level" |
*
* @param {Sb_H2h_LevelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_level = /** @type {((inputs?: Sb_H2h_LevelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_LevelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_level(inputs)
	if (locale === "fr") return fr_sb_h2h_level(inputs)
	if (locale === "es") return es_sb_h2h_level(inputs)
	return en_sb_h2h_level(inputs)
});