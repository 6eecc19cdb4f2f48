/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colourIs: NonNullable<unknown> }} Perm_Place_AsideInputs */

const en_perm_place_aside = /** @type {(inputs: Perm_Place_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is ${i?.colourIs}, the colour set aside`)
};

const de_perm_place_aside = /** @type {(inputs: Perm_Place_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ist ${i?.colourIs}, die weggelegte Farbe`)
};

const fr_perm_place_aside = /** @type {(inputs: Perm_Place_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`est ${i?.colourIs}, la couleur mise de côté`)
};

const es_perm_place_aside = /** @type {(inputs: Perm_Place_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`es ${i?.colourIs}, el color apartado`)
};

/**
* | output |
* | --- |
* | "is {colourIs}, the colour set aside" |
*
* @param {Perm_Place_AsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_place_aside = /** @type {((inputs: Perm_Place_AsideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Place_AsideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_place_aside(inputs)
	if (locale === "fr") return fr_perm_place_aside(inputs)
	if (locale === "es") return es_perm_place_aside(inputs)
	return en_perm_place_aside(inputs)
});