/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Hi_Perm_ColoursInputs */

const en_hi_perm_colours = /** @type {(inputs: Hi_Perm_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starting colours: ${i?.list}`)
};

const de_hi_perm_colours = /** @type {(inputs: Hi_Perm_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Startfarben: ${i?.list}`)
};

const fr_hi_perm_colours = /** @type {(inputs: Hi_Perm_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleurs de départ : ${i?.list}`)
};

const es_hi_perm_colours = /** @type {(inputs: Hi_Perm_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colores iniciales: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Starting colours: {list}" |
*
* @param {Hi_Perm_ColoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_colours = /** @type {((inputs: Hi_Perm_ColoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_ColoursInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_colours(inputs)
	if (locale === "fr") return fr_hi_perm_colours(inputs)
	if (locale === "es") return es_hi_perm_colours(inputs)
	return en_hi_perm_colours(inputs)
});