/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tr_Number_UnsafeInputs */

const en_tr_number_unsafe = /** @type {(inputs: Tr_Number_UnsafeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} is too large to be exact as a number: send it as a string.`)
};

const de_tr_number_unsafe = /** @type {(inputs: Tr_Number_UnsafeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} ist als Zahl zu groß, um genau zu sein: Gib sie als Text an.`)
};

const fr_tr_number_unsafe = /** @type {(inputs: Tr_Number_UnsafeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} est trop grand pour être exact en tant que nombre : donne-le sous forme de texte.`)
};

const es_tr_number_unsafe = /** @type {(inputs: Tr_Number_UnsafeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} es demasiado grande para ser exacto como número: dalo como texto.`)
};

/**
* | output |
* | --- |
* | "{value} is too large to be exact as a number: send it as a string." |
*
* @param {Tr_Number_UnsafeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_unsafe = /** @type {((inputs: Tr_Number_UnsafeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_UnsafeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_unsafe(inputs)
	if (locale === "fr") return fr_tr_number_unsafe(inputs)
	if (locale === "es") return es_tr_number_unsafe(inputs)
	return en_tr_number_unsafe(inputs)
});