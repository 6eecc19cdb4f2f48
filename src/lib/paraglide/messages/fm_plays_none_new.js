/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_None_NewInputs */

const en_fm_plays_none_new = /** @type {(inputs: Fm_Plays_None_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing in this file is new for this device.`)
};

const de_fm_plays_none_new = /** @type {(inputs: Fm_Plays_None_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts in dieser Datei ist neu für dieses Gerät.`)
};

const fr_fm_plays_none_new = /** @type {(inputs: Fm_Plays_None_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien dans ce fichier n’est nouveau pour cet appareil.`)
};

const es_fm_plays_none_new = /** @type {(inputs: Fm_Plays_None_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada de este archivo es nuevo para este dispositivo.`)
};

/**
* | output |
* | --- |
* | "Nothing in this file is new for this device." |
*
* @param {Fm_Plays_None_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_none_new = /** @type {((inputs?: Fm_Plays_None_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_None_NewInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_none_new(inputs)
	if (locale === "fr") return fr_fm_plays_none_new(inputs)
	if (locale === "es") return es_fm_plays_none_new(inputs)
	return en_fm_plays_none_new(inputs)
});