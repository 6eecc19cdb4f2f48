/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Pass_AroundInputs */

const en_reframing_pass_around = /** @type {(inputs: Reframing_Pass_AroundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass the phone around`)
};

const de_reframing_pass_around = /** @type {(inputs: Reframing_Pass_AroundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy herumgeben`)
};

const fr_reframing_pass_around = /** @type {(inputs: Reframing_Pass_AroundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire passer le téléphone`)
};

const es_reframing_pass_around = /** @type {(inputs: Reframing_Pass_AroundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasar el teléfono`)
};

/**
* | output |
* | --- |
* | "Pass the phone around" |
*
* @param {Reframing_Pass_AroundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_pass_around = /** @type {((inputs?: Reframing_Pass_AroundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Pass_AroundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_pass_around(inputs)
	if (locale === "fr") return fr_reframing_pass_around(inputs)
	if (locale === "es") return es_reframing_pass_around(inputs)
	return en_reframing_pass_around(inputs)
});