/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_Now_ErrorInputs */

const en_sub_refuse_not_now_error = /** @type {(inputs: Sub_Refuse_Not_Now_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The drawn card is an error: first record who called “Error!” and captures it.`)
};

const de_sub_refuse_not_now_error = /** @type {(inputs: Sub_Refuse_Not_Now_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gezogene Karte ist ein Fehler: Tragt zuerst ein, wer „Fehler!“ gerufen hat und sie bekommt.`)
};

const fr_sub_refuse_not_now_error = /** @type {(inputs: Sub_Refuse_Not_Now_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte piochée est erronée : indiquez d’abord qui a crié « Erreur ! » et la capture.`)
};

const es_sub_refuse_not_now_error = /** @type {(inputs: Sub_Refuse_Not_Now_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta robada es errónea: anotad primero quién gritó «¡Error!» y se la queda.`)
};

/**
* | output |
* | --- |
* | "The drawn card is an error: first record who called “Error!” and captures it." |
*
* @param {Sub_Refuse_Not_Now_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_error = /** @type {((inputs?: Sub_Refuse_Not_Now_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_error(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_error(inputs)
	if (locale === "es") return es_sub_refuse_not_now_error(inputs)
	return en_sub_refuse_not_now_error(inputs)
});