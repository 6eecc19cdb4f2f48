/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Reframing_Why_Four_PassesInputs */

const en_reframing_why_four_passes = /** @type {(inputs: Reframing_Why_Four_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.card} fails`)
};

const de_reframing_why_four_passes = /** @type {(inputs: Reframing_Why_Four_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`die ${i?.card} von ${i?.name} gilt nicht`)
};

const fr_reframing_why_four_passes = /** @type {(inputs: Reframing_Why_Four_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.card} de ${i?.name} échoue`)
};

const es_reframing_why_four_passes = /** @type {(inputs: Reframing_Why_Four_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.card} de ${i?.name} falla`)
};

/**
* | output |
* | --- |
* | "{name}’s {card} fails" |
*
* @param {Reframing_Why_Four_PassesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_four_passes = /** @type {((inputs: Reframing_Why_Four_PassesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Four_PassesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_four_passes(inputs)
	if (locale === "fr") return fr_reframing_why_four_passes(inputs)
	if (locale === "es") return es_reframing_why_four_passes(inputs)
	return en_reframing_why_four_passes(inputs)
});