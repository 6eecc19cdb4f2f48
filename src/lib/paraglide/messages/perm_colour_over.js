/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown>, count: NonNullable<unknown> }} Perm_Colour_OverInputs */

const en_perm_colour_over = /** @type {(inputs: Perm_Colour_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.colourMany} cards were drafted in all, but there are only 12 ${i?.colourMany} cards.`)
};

const de_perm_colour_over = /** @type {(inputs: Perm_Colour_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Insgesamt wurden ${i?.count} Karten in ${i?.colour} genommen, aber es gibt nur 12 Karten in ${i?.colour}.`)
};

const fr_perm_colour_over = /** @type {(inputs: Perm_Colour_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} cartes ${i?.colourMany} ont été prises en tout, mais il n’y a que 12 cartes ${i?.colourMany}.`)
};

const es_perm_colour_over = /** @type {(inputs: Perm_Colour_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se han llevado ${i?.count} cartas ${i?.colourMany} en total, pero solo hay 12 cartas ${i?.colourMany}.`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{count} {colourMany} cards were drafted in all, but there are only 12 {colourMany} cards." |
*
* @param {Perm_Colour_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_over = /** @type {((inputs: Perm_Colour_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_over(inputs)
	if (locale === "fr") return fr_perm_colour_over(inputs)
	if (locale === "es") return es_perm_colour_over(inputs)
	return en_perm_colour_over(inputs)
});