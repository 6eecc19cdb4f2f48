/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_TogetherInputs */

const en_pl_together = /** @type {(inputs: Pl_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Together`)
};

const de_pl_together = /** @type {(inputs: Pl_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsam`)
};

const fr_pl_together = /** @type {(inputs: Pl_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensemble`)
};

const es_pl_together = /** @type {(inputs: Pl_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juntos`)
};

/**
* | output |
* | --- |
* | "Together" |
*
* @param {Pl_TogetherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_together = /** @type {((inputs?: Pl_TogetherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_TogetherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_together(inputs)
	if (locale === "fr") return fr_pl_together(inputs)
	if (locale === "es") return es_pl_together(inputs)
	return en_pl_together(inputs)
});