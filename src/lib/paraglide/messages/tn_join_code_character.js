/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bad: NonNullable<unknown> }} Tn_Join_Code_CharacterInputs */

const en_tn_join_code_character = /** @type {(inputs: Tn_Join_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A table code has only digits and letters; "${i?.bad}" is not one of them.`)
};

const de_tn_join_code_character = /** @type {(inputs: Tn_Join_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Tischcode besteht nur aus Ziffern und Buchstaben; „${i?.bad}“ gehört nicht dazu.`)
};

const fr_tn_join_code_character = /** @type {(inputs: Tn_Join_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code de table ne contient que des chiffres et des lettres ; « ${i?.bad} » n’en fait pas partie.`)
};

const es_tn_join_code_character = /** @type {(inputs: Tn_Join_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un código de mesa solo tiene dígitos y letras; «${i?.bad}» no es uno de ellos.`)
};

/**
* | output |
* | --- |
* | "A table code has only digits and letters; \"{bad}\" is not one of them." |
*
* @param {Tn_Join_Code_CharacterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_code_character = /** @type {((inputs: Tn_Join_Code_CharacterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_Code_CharacterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_code_character(inputs)
	if (locale === "fr") return fr_tn_join_code_character(inputs)
	if (locale === "es") return es_tn_join_code_character(inputs)
	return en_tn_join_code_character(inputs)
});