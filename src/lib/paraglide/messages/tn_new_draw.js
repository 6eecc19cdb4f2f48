/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_DrawInputs */

const en_tn_new_draw = /** @type {(inputs: Tn_New_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw at random`)
};

const de_tn_new_draw = /** @type {(inputs: Tn_New_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zufällig ziehen`)
};

const fr_tn_new_draw = /** @type {(inputs: Tn_New_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tirer au sort`)
};

const es_tn_new_draw = /** @type {(inputs: Tn_New_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortear`)
};

/**
* | output |
* | --- |
* | "Draw at random" |
*
* @param {Tn_New_DrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_draw = /** @type {((inputs?: Tn_New_DrawInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_DrawInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_draw(inputs)
	if (locale === "fr") return fr_tn_new_draw(inputs)
	if (locale === "es") return es_tn_new_draw(inputs)
	return en_tn_new_draw(inputs)
});