/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Draw_NamesInputs */

const en_reframing_draw_names = /** @type {(inputs: Reframing_Draw_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw the round 7 names`)
};

const de_reframing_draw_names = /** @type {(inputs: Reframing_Draw_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen für Runde 7 auslosen`)
};

const fr_reframing_draw_names = /** @type {(inputs: Reframing_Draw_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tirer les noms de la manche 7`)
};

const es_reframing_draw_names = /** @type {(inputs: Reframing_Draw_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortear los nombres de la ronda 7`)
};

/**
* | output |
* | --- |
* | "Draw the round 7 names" |
*
* @param {Reframing_Draw_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_draw_names = /** @type {((inputs?: Reframing_Draw_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Draw_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_draw_names(inputs)
	if (locale === "fr") return fr_reframing_draw_names(inputs)
	if (locale === "es") return es_reframing_draw_names(inputs)
	return en_reframing_draw_names(inputs)
});