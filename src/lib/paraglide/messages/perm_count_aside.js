/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_Count_AsideInputs */

const en_perm_count_aside = /** @type {(inputs: Perm_Count_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot have drafted ${i?.colour}: it is the colour set aside.`)
};

const de_perm_count_aside = /** @type {(inputs: Perm_Count_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann keine Karten in ${i?.colour} genommen haben: Das ist die weggelegte Farbe.`)
};

const fr_perm_count_aside = /** @type {(inputs: Perm_Count_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas avoir pris de cartes ${i?.colourMany} : c’est la couleur mise de côté.`)
};

const es_perm_count_aside = /** @type {(inputs: Perm_Count_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede haberse llevado cartas ${i?.colourMany}: es el color apartado.`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{name} cannot have drafted {colour}: it is the colour set aside." |
*
* @param {Perm_Count_AsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_count_aside = /** @type {((inputs: Perm_Count_AsideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Count_AsideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_count_aside(inputs)
	if (locale === "fr") return fr_perm_count_aside(inputs)
	if (locale === "es") return es_perm_count_aside(inputs)
	return en_perm_count_aside(inputs)
});