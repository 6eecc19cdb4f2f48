/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_EveryoneInputs */

const en_reframing_everyone = /** @type {(inputs: Reframing_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

const de_reframing_everyone = /** @type {(inputs: Reframing_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allen`)
};

const fr_reframing_everyone = /** @type {(inputs: Reframing_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

const es_reframing_everyone = /** @type {(inputs: Reframing_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Reframing_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_everyone = /** @type {((inputs?: Reframing_EveryoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_EveryoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_everyone(inputs)
	if (locale === "fr") return fr_reframing_everyone(inputs)
	if (locale === "es") return es_reframing_everyone(inputs)
	return en_reframing_everyone(inputs)
});