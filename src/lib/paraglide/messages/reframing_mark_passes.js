/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Mark_PassesInputs */

const en_reframing_mark_passes = /** @type {(inputs: Reframing_Mark_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ passes`)
};

const de_reframing_mark_passes = /** @type {(inputs: Reframing_Mark_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ gilt`)
};

const fr_reframing_mark_passes = /** @type {(inputs: Reframing_Mark_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ réussit`)
};

const es_reframing_mark_passes = /** @type {(inputs: Reframing_Mark_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ cumple`)
};

/**
* | output |
* | --- |
* | "✓ passes" |
*
* @param {Reframing_Mark_PassesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_mark_passes = /** @type {((inputs?: Reframing_Mark_PassesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Mark_PassesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_mark_passes(inputs)
	if (locale === "fr") return fr_reframing_mark_passes(inputs)
	if (locale === "es") return es_reframing_mark_passes(inputs)
	return en_reframing_mark_passes(inputs)
});