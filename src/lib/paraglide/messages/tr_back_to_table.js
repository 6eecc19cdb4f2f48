/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Back_To_TableInputs */

const en_tr_back_to_table = /** @type {(inputs: Tr_Back_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the table`)
};

const de_tr_back_to_table = /** @type {(inputs: Tr_Back_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Tisch`)
};

const fr_tr_back_to_table = /** @type {(inputs: Tr_Back_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la table`)
};

const es_tr_back_to_table = /** @type {(inputs: Tr_Back_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la mesa`)
};

/**
* | output |
* | --- |
* | "Back to the table" |
*
* @param {Tr_Back_To_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_back_to_table = /** @type {((inputs?: Tr_Back_To_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Back_To_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_back_to_table(inputs)
	if (locale === "fr") return fr_tr_back_to_table(inputs)
	if (locale === "es") return es_tr_back_to_table(inputs)
	return en_tr_back_to_table(inputs)
});