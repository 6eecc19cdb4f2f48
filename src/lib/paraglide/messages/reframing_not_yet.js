/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Not_YetInputs */

const en_reframing_not_yet = /** @type {(inputs: Reframing_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const de_reframing_not_yet = /** @type {(inputs: Reframing_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht`)
};

const fr_reframing_not_yet = /** @type {(inputs: Reframing_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore`)
};

const es_reframing_not_yet = /** @type {(inputs: Reframing_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Reframing_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_not_yet = /** @type {((inputs?: Reframing_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Not_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_not_yet(inputs)
	if (locale === "fr") return fr_reframing_not_yet(inputs)
	if (locale === "es") return es_reframing_not_yet(inputs)
	return en_reframing_not_yet(inputs)
});