/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Sub_Out_Of_TimeInputs */

const en_sub_out_of_time = /** @type {(inputs: Sub_Out_Of_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The checker could not decide this within ${i?.seconds} seconds, and it does not guess.`)
};

const de_sub_out_of_time = /** @type {(inputs: Sub_Out_Of_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Prüfer konnte das nicht innerhalb von ${i?.seconds} Sekunden entscheiden, und er rät nicht.`)
};

const fr_sub_out_of_time = /** @type {(inputs: Sub_Out_Of_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pas pu trancher en ${i?.seconds} secondes, et il ne devine pas.`)
};

const es_sub_out_of_time = /** @type {(inputs: Sub_Out_Of_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El comprobador no pudo decidirlo en ${i?.seconds} segundos, y no adivina.`)
};

/**
* | output |
* | --- |
* | "The checker could not decide this within {seconds} seconds, and it does not guess." |
*
* @param {Sub_Out_Of_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_out_of_time = /** @type {((inputs: Sub_Out_Of_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Out_Of_TimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_out_of_time(inputs)
	if (locale === "fr") return fr_sub_out_of_time(inputs)
	if (locale === "es") return es_sub_out_of_time(inputs)
	return en_sub_out_of_time(inputs)
});