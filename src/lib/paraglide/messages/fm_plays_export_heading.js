/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Export_HeadingInputs */

const en_fm_plays_export_heading = /** @type {(inputs: Fm_Plays_Export_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take your plays elsewhere`)
};

const de_fm_plays_export_heading = /** @type {(inputs: Fm_Plays_Export_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Partien mitnehmen`)
};

const fr_fm_plays_export_heading = /** @type {(inputs: Fm_Plays_Export_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emporter vos parties ailleurs`)
};

const es_fm_plays_export_heading = /** @type {(inputs: Fm_Plays_Export_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva tus partidas a otra parte`)
};

/**
* | output |
* | --- |
* | "Take your plays elsewhere" |
*
* @param {Fm_Plays_Export_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_export_heading = /** @type {((inputs?: Fm_Plays_Export_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Export_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_export_heading(inputs)
	if (locale === "fr") return fr_fm_plays_export_heading(inputs)
	if (locale === "es") return es_fm_plays_export_heading(inputs)
	return en_fm_plays_export_heading(inputs)
});