/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Reframing_Names_Frame_KeyInputs */

const en_reframing_names_frame_key = /** @type {(inputs: Reframing_Names_Frame_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round 7 names are given for frames 1 to 5 only, not "${i?.key}".`)
};

const de_reframing_names_frame_key = /** @type {(inputs: Reframing_Names_Frame_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namen in Runde 7 gibt es nur für die Rahmen 1 bis 5, nicht für „${i?.key}“.`)
};

const fr_reframing_names_frame_key = /** @type {(inputs: Reframing_Names_Frame_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les noms de la manche 7 se donnent pour les cadres 1 à 5 seulement, pas pour « ${i?.key} ».`)
};

const es_reframing_names_frame_key = /** @type {(inputs: Reframing_Names_Frame_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los nombres de la ronda 7 se dan solo para los marcos 1 a 5, no para «${i?.key}».`)
};

/**
* | output |
* | --- |
* | "Round 7 names are given for frames 1 to 5 only, not \"{key}\"." |
*
* @param {Reframing_Names_Frame_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_frame_key = /** @type {((inputs: Reframing_Names_Frame_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Frame_KeyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_frame_key(inputs)
	if (locale === "fr") return fr_reframing_names_frame_key(inputs)
	if (locale === "es") return es_reframing_names_frame_key(inputs)
	return en_reframing_names_frame_key(inputs)
});