/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown>, whose: NonNullable<unknown> }} Perm_Count_Not_WholeInputs */

const en_perm_count_not_whole = /** @type {(inputs: Perm_Count_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} ${i?.colour} count must be a whole number of cards, 0 or more.`)
};

const de_perm_count_not_whole = /** @type {(inputs: Perm_Count_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Anzahl für ${i?.colour} ${i?.whose} muss eine ganze Zahl von Karten sein, 0 oder mehr.`)
};

const fr_perm_count_not_whole = /** @type {(inputs: Perm_Count_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le compte de cartes ${i?.colourMany} ${i?.whose} doit être un nombre entier, 0 ou plus.`)
};

const es_perm_count_not_whole = /** @type {(inputs: Perm_Count_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El recuento de cartas ${i?.colourMany} ${i?.whose} debe ser un número entero de cartas, 0 o más.`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{whose} {colour} count must be a whole number of cards, 0 or more." |
*
* @param {Perm_Count_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_count_not_whole = /** @type {((inputs: Perm_Count_Not_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Count_Not_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_count_not_whole(inputs)
	if (locale === "fr") return fr_perm_count_not_whole(inputs)
	if (locale === "es") return es_perm_count_not_whole(inputs)
	return en_perm_count_not_whole(inputs)
});