/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Home_Last_PlayedInputs */

const en_home_last_played = /** @type {(inputs: Home_Last_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last played ${i?.when}`)
};

const de_home_last_played = /** @type {(inputs: Home_Last_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt gespielt: ${i?.when}`)
};

const fr_home_last_played = /** @type {(inputs: Home_Last_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière activité : ${i?.when}`)
};

const es_home_last_played = /** @type {(inputs: Home_Last_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jugada por última vez: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Last played {when}" |
*
* @param {Home_Last_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_last_played = /** @type {((inputs: Home_Last_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Last_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_last_played(inputs)
	if (locale === "fr") return fr_home_last_played(inputs)
	if (locale === "es") return es_home_last_played(inputs)
	return en_home_last_played(inputs)
});