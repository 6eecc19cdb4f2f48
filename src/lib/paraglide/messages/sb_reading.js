/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_ReadingInputs */

const en_sb_reading = /** @type {(inputs: Sb_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your games…`)
};

const de_sb_reading = /** @type {(inputs: Sb_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Partien werden gelesen …`)
};

const fr_sb_reading = /** @type {(inputs: Sb_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture de vos parties…`)
};

const es_sb_reading = /** @type {(inputs: Sb_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo tus partidas…`)
};

/**
* | output |
* | --- |
* | "Reading your games…" |
*
* @param {Sb_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_reading = /** @type {((inputs?: Sb_ReadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_ReadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_reading(inputs)
	if (locale === "fr") return fr_sb_reading(inputs)
	if (locale === "es") return es_sb_reading(inputs)
	return en_sb_reading(inputs)
});