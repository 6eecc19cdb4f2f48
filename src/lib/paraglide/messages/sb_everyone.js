/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_EveryoneInputs */

const en_sb_everyone = /** @type {(inputs: Sb_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

const de_sb_everyone = /** @type {(inputs: Sb_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const fr_sb_everyone = /** @type {(inputs: Sb_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

const es_sb_everyone = /** @type {(inputs: Sb_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Sb_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_everyone = /** @type {((inputs?: Sb_EveryoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_EveryoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_everyone(inputs)
	if (locale === "fr") return fr_sb_everyone(inputs)
	if (locale === "es") return es_sb_everyone(inputs)
	return en_sb_everyone(inputs)
});