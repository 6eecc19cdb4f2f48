/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sym: NonNullable<unknown> }} L3_F_Ends_Where_SymbolInputs */

const en_l3_f_ends_where_symbol = /** @type {(inputs: L3_F_Ends_Where_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card ends where "${i?.sym}" is expected.`)
};

const de_l3_f_ends_where_symbol = /** @type {(inputs: L3_F_Ends_Where_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karte endet, wo „${i?.sym}“ erwartet wird.`)
};

const fr_l3_f_ends_where_symbol = /** @type {(inputs: L3_F_Ends_Where_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte s’arrête là où « ${i?.sym} » est attendu.`)
};

const es_l3_f_ends_where_symbol = /** @type {(inputs: L3_F_Ends_Where_SymbolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta termina donde se espera «${i?.sym}».`)
};

/**
* | output |
* | --- |
* | "The card ends where \"{sym}\" is expected." |
*
* @param {L3_F_Ends_Where_SymbolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ends_where_symbol = /** @type {((inputs: L3_F_Ends_Where_SymbolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ends_Where_SymbolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ends_where_symbol(inputs)
	if (locale === "fr") return fr_l3_f_ends_where_symbol(inputs)
	if (locale === "es") return es_l3_f_ends_where_symbol(inputs)
	return en_l3_f_ends_where_symbol(inputs)
});