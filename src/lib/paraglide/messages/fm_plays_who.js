/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_WhoInputs */

const en_fm_plays_who = /** @type {(inputs: Fm_Plays_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is who`)
};

const de_fm_plays_who = /** @type {(inputs: Fm_Plays_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer ist wer`)
};

const fr_fm_plays_who = /** @type {(inputs: Fm_Plays_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui est qui`)
};

const es_fm_plays_who = /** @type {(inputs: Fm_Plays_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién es quién`)
};

/**
* | output |
* | --- |
* | "Who is who" |
*
* @param {Fm_Plays_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_who = /** @type {((inputs?: Fm_Plays_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_WhoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_who(inputs)
	if (locale === "fr") return fr_fm_plays_who(inputs)
	if (locale === "es") return es_fm_plays_who(inputs)
	return en_fm_plays_who(inputs)
});