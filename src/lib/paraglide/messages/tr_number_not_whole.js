/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tr_Number_Not_WholeInputs */

const en_tr_number_not_whole = /** @type {(inputs: Tr_Number_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} is not a whole number.`)
};

const de_tr_number_not_whole = /** @type {(inputs: Tr_Number_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} ist keine ganze Zahl.`)
};

const fr_tr_number_not_whole = /** @type {(inputs: Tr_Number_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} n’est pas un nombre entier.`)
};

const es_tr_number_not_whole = /** @type {(inputs: Tr_Number_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} no es un número entero.`)
};

/**
* | output |
* | --- |
* | "{value} is not a whole number." |
*
* @param {Tr_Number_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_not_whole = /** @type {((inputs: Tr_Number_Not_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_Not_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_not_whole(inputs)
	if (locale === "fr") return fr_tr_number_not_whole(inputs)
	if (locale === "es") return es_tr_number_not_whole(inputs)
	return en_tr_number_not_whole(inputs)
});