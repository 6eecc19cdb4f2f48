/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Mark_FailsInputs */

const en_reframing_mark_fails = /** @type {(inputs: Reframing_Mark_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ fails`)
};

const de_reframing_mark_fails = /** @type {(inputs: Reframing_Mark_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ gilt nicht`)
};

const fr_reframing_mark_fails = /** @type {(inputs: Reframing_Mark_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ échoue`)
};

const es_reframing_mark_fails = /** @type {(inputs: Reframing_Mark_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ falla`)
};

/**
* | output |
* | --- |
* | "✗ fails" |
*
* @param {Reframing_Mark_FailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_mark_fails = /** @type {((inputs?: Reframing_Mark_FailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Mark_FailsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_mark_fails(inputs)
	if (locale === "fr") return fr_reframing_mark_fails(inputs)
	if (locale === "es") return es_reframing_mark_fails(inputs)
	return en_reframing_mark_fails(inputs)
});