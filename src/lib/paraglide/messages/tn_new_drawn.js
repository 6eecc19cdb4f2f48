/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_New_DrawnInputs */

const en_tn_new_drawn = /** @type {(inputs: Tn_New_DrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was drawn to play first.`)
};

const de_tn_new_drawn = /** @type {(inputs: Tn_New_DrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wurde gezogen und beginnt.`)
};

const fr_tn_new_drawn = /** @type {(inputs: Tn_New_DrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été tiré au sort pour commencer.`)
};

const es_tn_new_drawn = /** @type {(inputs: Tn_New_DrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha salido en el sorteo y empieza.`)
};

/**
* | output |
* | --- |
* | "{name} was drawn to play first." |
*
* @param {Tn_New_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_drawn = /** @type {((inputs: Tn_New_DrawnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_DrawnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_drawn(inputs)
	if (locale === "fr") return fr_tn_new_drawn(inputs)
	if (locale === "es") return es_tn_new_drawn(inputs)
	return en_tn_new_drawn(inputs)
});