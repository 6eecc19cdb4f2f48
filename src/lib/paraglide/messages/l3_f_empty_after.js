/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sep: NonNullable<unknown> }} L3_F_Empty_AfterInputs */

const en_l3_f_empty_after = /** @type {(inputs: L3_F_Empty_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The condition after "${i?.sep}" is empty.`)
};

const de_l3_f_empty_after = /** @type {(inputs: L3_F_Empty_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bedingung nach „${i?.sep}“ ist leer.`)
};

const fr_l3_f_empty_after = /** @type {(inputs: L3_F_Empty_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La condition après « ${i?.sep} » est vide.`)
};

const es_l3_f_empty_after = /** @type {(inputs: L3_F_Empty_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La condición después de «${i?.sep}» está vacía.`)
};

/**
* | output |
* | --- |
* | "The condition after \"{sep}\" is empty." |
*
* @param {L3_F_Empty_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_empty_after = /** @type {((inputs: L3_F_Empty_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Empty_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_empty_after(inputs)
	if (locale === "fr") return fr_l3_f_empty_after(inputs)
	if (locale === "es") return es_l3_f_empty_after(inputs)
	return en_l3_f_empty_after(inputs)
});