/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_PlayedInputs */

const en_pl_played = /** @type {(inputs: Pl_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Played`)
};

const de_pl_played = /** @type {(inputs: Pl_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespielt`)
};

const fr_pl_played = /** @type {(inputs: Pl_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouées`)
};

const es_pl_played = /** @type {(inputs: Pl_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadas`)
};

/**
* | output |
* | --- |
* | "Played" |
*
* @param {Pl_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_played = /** @type {((inputs?: Pl_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_played(inputs)
	if (locale === "fr") return fr_pl_played(inputs)
	if (locale === "es") return es_pl_played(inputs)
	return en_pl_played(inputs)
});