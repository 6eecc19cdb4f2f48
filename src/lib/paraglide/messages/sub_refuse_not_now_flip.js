/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Refuse_Not_Now_FlipInputs */

const en_sub_refuse_not_now_flip = /** @type {(inputs: Sub_Refuse_Not_Now_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must first choose which largest pile to turn face down.`)
};

const de_sub_refuse_not_now_flip = /** @type {(inputs: Sub_Refuse_Not_Now_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} muss zuerst wählen, welcher der größten Stapel umgedreht wird.`)
};

const fr_sub_refuse_not_now_flip = /** @type {(inputs: Sub_Refuse_Not_Now_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doit d’abord choisir laquelle des plus grandes piles retourner face cachée.`)
};

const es_sub_refuse_not_now_flip = /** @type {(inputs: Sub_Refuse_Not_Now_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} debe elegir primero cuál de los montones más grandes se pone boca abajo.`)
};

/**
* | output |
* | --- |
* | "{name} must first choose which largest pile to turn face down." |
*
* @param {Sub_Refuse_Not_Now_FlipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_flip = /** @type {((inputs: Sub_Refuse_Not_Now_FlipInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_FlipInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_flip(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_flip(inputs)
	if (locale === "es") return es_sub_refuse_not_now_flip(inputs)
	return en_sub_refuse_not_now_flip(inputs)
});