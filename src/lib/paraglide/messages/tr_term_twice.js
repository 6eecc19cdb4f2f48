/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tr_Term_TwiceInputs */

const en_tr_term_twice = /** @type {(inputs: Tr_Term_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} is already in a′; each integer may appear only once.`)
};

const de_tr_term_twice = /** @type {(inputs: Tr_Term_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} steht schon in a′; jede ganze Zahl darf nur einmal vorkommen.`)
};

const fr_tr_term_twice = /** @type {(inputs: Tr_Term_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} est déjà dans a′ ; chaque entier ne peut y figurer qu’une fois.`)
};

const es_tr_term_twice = /** @type {(inputs: Tr_Term_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} ya está en a′; cada entero solo puede aparecer una vez.`)
};

/**
* | output |
* | --- |
* | "{value} is already in a′; each integer may appear only once." |
*
* @param {Tr_Term_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_term_twice = /** @type {((inputs: Tr_Term_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Term_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_term_twice(inputs)
	if (locale === "fr") return fr_tr_term_twice(inputs)
	if (locale === "es") return es_tr_term_twice(inputs)
	return en_tr_term_twice(inputs)
});