/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, wanted: NonNullable<unknown> }} L3_F_Out_Of_Place_WantedInputs */

const en_l3_f_out_of_place_wanted = /** @type {(inputs: L3_F_Out_Of_Place_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" is out of place here; ${i?.wanted} is expected.`)
};

const de_l3_f_out_of_place_wanted = /** @type {(inputs: L3_F_Out_Of_Place_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ steht hier an der falschen Stelle; erwartet wird ${i?.wanted}.`)
};

const fr_l3_f_out_of_place_wanted = /** @type {(inputs: L3_F_Out_Of_Place_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » n’est pas à sa place ici ; il faut ${i?.wanted}.`)
};

const es_l3_f_out_of_place_wanted = /** @type {(inputs: L3_F_Out_Of_Place_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» está fuera de lugar aquí; se espera ${i?.wanted}.`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" is out of place here; {wanted} is expected." |
*
* @param {L3_F_Out_Of_Place_WantedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_out_of_place_wanted = /** @type {((inputs: L3_F_Out_Of_Place_WantedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Out_Of_Place_WantedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_out_of_place_wanted(inputs)
	if (locale === "fr") return fr_l3_f_out_of_place_wanted(inputs)
	if (locale === "es") return es_l3_f_out_of_place_wanted(inputs)
	return en_l3_f_out_of_place_wanted(inputs)
});