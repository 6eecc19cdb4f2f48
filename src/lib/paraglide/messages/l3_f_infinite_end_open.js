/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bracket: NonNullable<unknown> }} L3_F_Infinite_End_OpenInputs */

const en_l3_f_infinite_end_open = /** @type {(inputs: L3_F_Infinite_End_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An infinite end must be open: use "${i?.bracket}" there.`)
};

const de_l3_f_infinite_end_open = /** @type {(inputs: L3_F_Infinite_End_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine unendliche Grenze muss offen sein: Setze dort „${i?.bracket}“.`)
};

const fr_l3_f_infinite_end_open = /** @type {(inputs: L3_F_Infinite_End_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une borne infinie doit être ouverte : mettez « ${i?.bracket} » à cet endroit.`)
};

const es_l3_f_infinite_end_open = /** @type {(inputs: L3_F_Infinite_End_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un extremo infinito debe ser abierto: pon «${i?.bracket}» ahí.`)
};

/**
* | output |
* | --- |
* | "An infinite end must be open: use \"{bracket}\" there." |
*
* @param {L3_F_Infinite_End_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_infinite_end_open = /** @type {((inputs: L3_F_Infinite_End_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Infinite_End_OpenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_infinite_end_open(inputs)
	if (locale === "fr") return fr_l3_f_infinite_end_open(inputs)
	if (locale === "es") return es_l3_f_infinite_end_open(inputs)
	return en_l3_f_infinite_end_open(inputs)
});