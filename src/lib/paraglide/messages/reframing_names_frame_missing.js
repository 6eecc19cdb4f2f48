/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_Names_Frame_MissingInputs */

const en_reframing_names_frame_missing = /** @type {(inputs: Reframing_Names_Frame_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The round 7 names for frame ${i?.frame} are missing.`)
};

const de_reframing_names_frame_missing = /** @type {(inputs: Reframing_Names_Frame_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Namen für Rahmen ${i?.frame} in Runde 7 fehlen.`)
};

const fr_reframing_names_frame_missing = /** @type {(inputs: Reframing_Names_Frame_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il manque les noms de la manche 7 pour le cadre ${i?.frame}.`)
};

const es_reframing_names_frame_missing = /** @type {(inputs: Reframing_Names_Frame_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faltan los nombres de la ronda 7 para el marco ${i?.frame}.`)
};

/**
* | output |
* | --- |
* | "The round 7 names for frame {frame} are missing." |
*
* @param {Reframing_Names_Frame_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_frame_missing = /** @type {((inputs: Reframing_Names_Frame_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Frame_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_frame_missing(inputs)
	if (locale === "fr") return fr_reframing_names_frame_missing(inputs)
	if (locale === "es") return es_reframing_names_frame_missing(inputs)
	return en_reframing_names_frame_missing(inputs)
});