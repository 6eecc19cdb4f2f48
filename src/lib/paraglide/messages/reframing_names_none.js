/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, name: NonNullable<unknown> }} Reframing_Names_NoneInputs */

const en_reframing_names_none = /** @type {(inputs: Reframing_Names_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On frame ${i?.frame}, ${i?.name} is given no name.`)
};

const de_reframing_names_none = /** @type {(inputs: Reframing_Names_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Rahmen ${i?.frame} bekommt ${i?.name} keinen Namen.`)
};

const fr_reframing_names_none = /** @type {(inputs: Reframing_Names_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur le cadre ${i?.frame}, ${i?.name} ne reçoit aucun nom.`)
};

const es_reframing_names_none = /** @type {(inputs: Reframing_Names_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el marco ${i?.frame}, ${i?.name} no recibe ningún nombre.`)
};

/**
* | output |
* | --- |
* | "On frame {frame}, {name} is given no name." |
*
* @param {Reframing_Names_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_none = /** @type {((inputs: Reframing_Names_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_none(inputs)
	if (locale === "fr") return fr_reframing_names_none(inputs)
	if (locale === "es") return es_reframing_names_none(inputs)
	return en_reframing_names_none(inputs)
});