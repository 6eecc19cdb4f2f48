/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wanted: NonNullable<unknown> }} L3_F_Ends_WhereInputs */

const en_l3_f_ends_where = /** @type {(inputs: L3_F_Ends_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card ends where ${i?.wanted} is expected.`)
};

const de_l3_f_ends_where = /** @type {(inputs: L3_F_Ends_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karte endet, wo ${i?.wanted} erwartet wird.`)
};

const fr_l3_f_ends_where = /** @type {(inputs: L3_F_Ends_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte s’arrête trop tôt : il manque ${i?.wanted}.`)
};

const es_l3_f_ends_where = /** @type {(inputs: L3_F_Ends_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta termina donde se espera ${i?.wanted}.`)
};

/**
* | output |
* | --- |
* | "The card ends where {wanted} is expected." |
*
* @param {L3_F_Ends_WhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ends_where = /** @type {((inputs: L3_F_Ends_WhereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ends_WhereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ends_where(inputs)
	if (locale === "fr") return fr_l3_f_ends_where(inputs)
	if (locale === "es") return es_l3_f_ends_where(inputs)
	return en_l3_f_ends_where(inputs)
});