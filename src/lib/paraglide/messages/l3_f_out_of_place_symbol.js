/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, sym: NonNullable<unknown> }} L3_F_Out_Of_Place_SymbolInputs */

const en_l3_f_out_of_place_symbol = /** @type {(inputs: L3_F_Out_Of_Place_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" is out of place here; "${i?.sym}" is expected.`)
};

const de_l3_f_out_of_place_symbol = /** @type {(inputs: L3_F_Out_Of_Place_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ steht hier an der falschen Stelle; erwartet wird „${i?.sym}“.`)
};

const fr_l3_f_out_of_place_symbol = /** @type {(inputs: L3_F_Out_Of_Place_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » n’est pas à sa place ici ; « ${i?.sym} » est attendu.`)
};

const es_l3_f_out_of_place_symbol = /** @type {(inputs: L3_F_Out_Of_Place_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» está fuera de lugar aquí; se espera «${i?.sym}».`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" is out of place here; \"{sym}\" is expected." |
*
* @param {L3_F_Out_Of_Place_SymbolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_out_of_place_symbol = /** @type {((inputs: L3_F_Out_Of_Place_SymbolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Out_Of_Place_SymbolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_out_of_place_symbol(inputs)
	if (locale === "fr") return fr_l3_f_out_of_place_symbol(inputs)
	if (locale === "es") return es_l3_f_out_of_place_symbol(inputs)
	return en_l3_f_out_of_place_symbol(inputs)
});