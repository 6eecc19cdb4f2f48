/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} L3_F_Dangling_RightInputs */

const en_l3_f_dangling_right = /** @type {(inputs: L3_F_Dangling_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sign "${i?.shown}" has nothing on its right.`)
};

const de_l3_f_dangling_right = /** @type {(inputs: L3_F_Dangling_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Zeichen „${i?.shown}“ hat rechts nichts neben sich.`)
};

const fr_l3_f_dangling_right = /** @type {(inputs: L3_F_Dangling_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le signe « ${i?.shown} » n’a rien à sa droite.`)
};

const es_l3_f_dangling_right = /** @type {(inputs: L3_F_Dangling_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El signo «${i?.shown}» no tiene nada a su derecha.`)
};

/**
* | output |
* | --- |
* | "The sign \"{shown}\" has nothing on its right." |
*
* @param {L3_F_Dangling_RightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_dangling_right = /** @type {((inputs: L3_F_Dangling_RightInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Dangling_RightInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_dangling_right(inputs)
	if (locale === "fr") return fr_l3_f_dangling_right(inputs)
	if (locale === "es") return es_l3_f_dangling_right(inputs)
	return en_l3_f_dangling_right(inputs)
});