/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} L3_F_Out_Of_PlaceInputs */

const en_l3_f_out_of_place = /** @type {(inputs: L3_F_Out_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" is out of place here.`)
};

const de_l3_f_out_of_place = /** @type {(inputs: L3_F_Out_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ steht hier an der falschen Stelle.`)
};

const fr_l3_f_out_of_place = /** @type {(inputs: L3_F_Out_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » n’est pas à sa place ici.`)
};

const es_l3_f_out_of_place = /** @type {(inputs: L3_F_Out_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» está fuera de lugar aquí.`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" is out of place here." |
*
* @param {L3_F_Out_Of_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_out_of_place = /** @type {((inputs: L3_F_Out_Of_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Out_Of_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_out_of_place(inputs)
	if (locale === "fr") return fr_l3_f_out_of_place(inputs)
	if (locale === "es") return es_l3_f_out_of_place(inputs)
	return en_l3_f_out_of_place(inputs)
});