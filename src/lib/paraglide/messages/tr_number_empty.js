/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Number_EmptyInputs */

const en_tr_number_empty = /** @type {(inputs: Tr_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number is missing: the entry is empty.`)
};

const de_tr_number_empty = /** @type {(inputs: Tr_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahl fehlt: Das Feld ist leer.`)
};

const fr_tr_number_empty = /** @type {(inputs: Tr_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il manque un nombre : le champ est vide.`)
};

const es_tr_number_empty = /** @type {(inputs: Tr_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta un número: la casilla está vacía.`)
};

/**
* | output |
* | --- |
* | "A number is missing: the entry is empty." |
*
* @param {Tr_Number_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_empty = /** @type {((inputs?: Tr_Number_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_empty(inputs)
	if (locale === "fr") return fr_tr_number_empty(inputs)
	if (locale === "es") return es_tr_number_empty(inputs)
	return en_tr_number_empty(inputs)
});