/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_ReadingInputs */

const en_pl_reading = /** @type {(inputs: Pl_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your games…`)
};

const de_pl_reading = /** @type {(inputs: Pl_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Spiele werden gelesen …`)
};

const fr_pl_reading = /** @type {(inputs: Pl_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture de vos parties…`)
};

const es_pl_reading = /** @type {(inputs: Pl_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo tus partidas…`)
};

/**
* | output |
* | --- |
* | "Reading your games…" |
*
* @param {Pl_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_reading = /** @type {((inputs?: Pl_ReadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_ReadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_reading(inputs)
	if (locale === "fr") return fr_pl_reading(inputs)
	if (locale === "es") return es_pl_reading(inputs)
	return en_pl_reading(inputs)
});