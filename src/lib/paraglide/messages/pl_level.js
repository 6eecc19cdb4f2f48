/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_LevelInputs */

const en_pl_level = /** @type {(inputs: Pl_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

const de_pl_level = /** @type {(inputs: Pl_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gleichauf`)
};

const fr_pl_level = /** @type {(inputs: Pl_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À égalité`)
};

const es_pl_level = /** @type {(inputs: Pl_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empates`)
};

/**
* | output |
* | --- |
* | "Level" |
*
* @param {Pl_LevelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_level = /** @type {((inputs?: Pl_LevelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_LevelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_level(inputs)
	if (locale === "fr") return fr_pl_level(inputs)
	if (locale === "es") return es_pl_level(inputs)
	return en_pl_level(inputs)
});