/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Face_Down_SafeInputs */

const en_sub_refuse_face_down_safe = /** @type {(inputs: Sub_Refuse_Face_Down_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face-down piles can never be stolen.`)
};

const de_sub_refuse_face_down_safe = /** @type {(inputs: Sub_Refuse_Face_Down_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdeckte Stapel können nie gestohlen werden.`)
};

const fr_sub_refuse_face_down_safe = /** @type {(inputs: Sub_Refuse_Face_Down_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une pile face cachée ne peut jamais être volée.`)
};

const es_sub_refuse_face_down_safe = /** @type {(inputs: Sub_Refuse_Face_Down_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un montón boca abajo nunca se puede robar.`)
};

/**
* | output |
* | --- |
* | "Face-down piles can never be stolen." |
*
* @param {Sub_Refuse_Face_Down_SafeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_face_down_safe = /** @type {((inputs?: Sub_Refuse_Face_Down_SafeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Face_Down_SafeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_face_down_safe(inputs)
	if (locale === "fr") return fr_sub_refuse_face_down_safe(inputs)
	if (locale === "es") return es_sub_refuse_face_down_safe(inputs)
	return en_sub_refuse_face_down_safe(inputs)
});