/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Last_PlayedInputs */

const en_sb_last_played = /** @type {(inputs: Sb_Last_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last played`)
};

const de_sb_last_played = /** @type {(inputs: Sb_Last_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt gespielt`)
};

const fr_sb_last_played = /** @type {(inputs: Sb_Last_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière partie`)
};

const es_sb_last_played = /** @type {(inputs: Sb_Last_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última partida`)
};

/**
* | output |
* | --- |
* | "Last played" |
*
* @param {Sb_Last_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_last_played = /** @type {((inputs?: Sb_Last_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Last_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_last_played(inputs)
	if (locale === "fr") return fr_sb_last_played(inputs)
	if (locale === "es") return es_sb_last_played(inputs)
	return en_sb_last_played(inputs)
});