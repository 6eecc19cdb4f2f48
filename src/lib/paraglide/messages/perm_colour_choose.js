/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colour_ChooseInputs */

const en_perm_colour_choose = /** @type {(inputs: Perm_Colour_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour…`)
};

const de_perm_colour_choose = /** @type {(inputs: Perm_Colour_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbe …`)
};

const fr_perm_colour_choose = /** @type {(inputs: Perm_Colour_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur…`)
};

const es_perm_colour_choose = /** @type {(inputs: Perm_Colour_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Color…`)
};

/**
* | output |
* | --- |
* | "Colour…" |
*
* @param {Perm_Colour_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_choose = /** @type {((inputs?: Perm_Colour_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_choose(inputs)
	if (locale === "fr") return fr_perm_colour_choose(inputs)
	if (locale === "es") return es_perm_colour_choose(inputs)
	return en_perm_colour_choose(inputs)
});