/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, typed: NonNullable<unknown> }} Tn_Join_Code_LengthInputs */

const en_tn_join_code_length = /** @type {(inputs: Tn_Join_Code_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A table code has ${i?.length} characters; this one has ${i?.typed}. Check it against the host phone.`)
};

const de_tn_join_code_length = /** @type {(inputs: Tn_Join_Code_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Tischcode hat ${i?.length} Zeichen; dieser hat ${i?.typed}. Vergleiche ihn mit dem Handy des Gastgebers.`)
};

const fr_tn_join_code_length = /** @type {(inputs: Tn_Join_Code_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code de table compte ${i?.length} caractères ; celui-ci en a ${i?.typed}. Vérifiez-le sur le téléphone de l’hôte.`)
};

const es_tn_join_code_length = /** @type {(inputs: Tn_Join_Code_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un código de mesa tiene ${i?.length} caracteres; este tiene ${i?.typed}. Compáralo con el móvil del anfitrión.`)
};

/**
* | output |
* | --- |
* | "A table code has {length} characters; this one has {typed}. Check it against the host phone." |
*
* @param {Tn_Join_Code_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_code_length = /** @type {((inputs: Tn_Join_Code_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_Code_LengthInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_code_length(inputs)
	if (locale === "fr") return fr_tn_join_code_length(inputs)
	if (locale === "es") return es_tn_join_code_length(inputs)
	return en_tn_join_code_length(inputs)
});