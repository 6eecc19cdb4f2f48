/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_There_No_RemainderInputs */

const en_l3_f_there_no_remainder = /** @type {(inputs: L3_F_There_No_RemainderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no remainder on division by zero.`)
};

const de_l3_f_there_no_remainder = /** @type {(inputs: L3_F_There_No_RemainderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Division durch null gibt es keinen Rest.`)
};

const fr_l3_f_there_no_remainder = /** @type {(inputs: L3_F_There_No_RemainderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de reste dans une division par zéro.`)
};

const es_l3_f_there_no_remainder = /** @type {(inputs: L3_F_There_No_RemainderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay resto en una división entre cero.`)
};

/**
* | output |
* | --- |
* | "There is no remainder on division by zero." |
*
* @param {L3_F_There_No_RemainderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_there_no_remainder = /** @type {((inputs?: L3_F_There_No_RemainderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_There_No_RemainderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_there_no_remainder(inputs)
	if (locale === "fr") return fr_l3_f_there_no_remainder(inputs)
	if (locale === "es") return es_l3_f_there_no_remainder(inputs)
	return en_l3_f_there_no_remainder(inputs)
});