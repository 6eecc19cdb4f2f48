/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_PlayedInputs */

const en_sb_played = /** @type {(inputs: Sb_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Played`)
};

const de_sb_played = /** @type {(inputs: Sb_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespielt`)
};

const fr_sb_played = /** @type {(inputs: Sb_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouées`)
};

const es_sb_played = /** @type {(inputs: Sb_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadas`)
};

/**
* | output |
* | --- |
* | "Played" |
*
* @param {Sb_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_played = /** @type {((inputs?: Sb_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_played(inputs)
	if (locale === "fr") return fr_sb_played(inputs)
	if (locale === "es") return es_sb_played(inputs)
	return en_sb_played(inputs)
});