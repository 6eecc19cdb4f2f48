/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_RivalsInputs */

const en_pl_rivals = /** @type {(inputs: Pl_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivals`)
};

const de_pl_rivals = /** @type {(inputs: Pl_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivalen`)
};

const fr_pl_rivals = /** @type {(inputs: Pl_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adversaires`)
};

const es_pl_rivals = /** @type {(inputs: Pl_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivales`)
};

/**
* | output |
* | --- |
* | "Rivals" |
*
* @param {Pl_RivalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_rivals = /** @type {((inputs?: Pl_RivalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_RivalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_rivals(inputs)
	if (locale === "fr") return fr_pl_rivals(inputs)
	if (locale === "es") return es_pl_rivals(inputs)
	return en_pl_rivals(inputs)
});