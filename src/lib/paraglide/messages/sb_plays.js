/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_PlaysInputs */

const en_sb_plays = /** @type {(inputs: Sb_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plays`)
};

const de_sb_plays = /** @type {(inputs: Sb_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien`)
};

const fr_sb_plays = /** @type {(inputs: Sb_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties`)
};

const es_sb_plays = /** @type {(inputs: Sb_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas`)
};

/**
* | output |
* | --- |
* | "Plays" |
*
* @param {Sb_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_plays = /** @type {((inputs?: Sb_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_plays(inputs)
	if (locale === "fr") return fr_sb_plays(inputs)
	if (locale === "es") return es_sb_plays(inputs)
	return en_sb_plays(inputs)
});