/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Chosen_ByInputs */

const en_tr_chosen_by = /** @type {(inputs: Tr_Chosen_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.name}`)
};

const de_tr_chosen_by = /** @type {(inputs: Tr_Chosen_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const fr_tr_chosen_by = /** @type {(inputs: Tr_Chosen_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.name}`)
};

const es_tr_chosen_by = /** @type {(inputs: Tr_Chosen_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "by {name}" |
*
* @param {Tr_Chosen_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_chosen_by = /** @type {((inputs: Tr_Chosen_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Chosen_ByInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_chosen_by(inputs)
	if (locale === "fr") return fr_tr_chosen_by(inputs)
	if (locale === "es") return es_tr_chosen_by(inputs)
	return en_tr_chosen_by(inputs)
});