/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown>, value: NonNullable<unknown> }} Tr_List_TwiceInputs */

const en_tr_list_twice = /** @type {(inputs: Tr_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} uses ${i?.value} twice; each integer may appear once.`)
};

const de_tr_list_twice = /** @type {(inputs: Tr_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} enthält ${i?.value} zweimal; jede ganze Zahl darf nur einmal vorkommen.`)
};

const fr_tr_list_twice = /** @type {(inputs: Tr_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} contient ${i?.value} deux fois ; chaque entier ne peut y figurer qu’une fois.`)
};

const es_tr_list_twice = /** @type {(inputs: Tr_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} usa ${i?.value} dos veces; cada entero solo puede aparecer una vez.`)
};

/**
* | output |
* | --- |
* | "{list} uses {value} twice; each integer may appear once." |
*
* @param {Tr_List_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_twice = /** @type {((inputs: Tr_List_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_twice(inputs)
	if (locale === "fr") return fr_tr_list_twice(inputs)
	if (locale === "es") return es_tr_list_twice(inputs)
	return en_tr_list_twice(inputs)
});