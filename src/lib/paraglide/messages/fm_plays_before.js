/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_BeforeInputs */

const en_fm_plays_before = /** @type {(inputs: Fm_Plays_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before importing`)
};

const de_fm_plays_before = /** @type {(inputs: Fm_Plays_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vor dem Import`)
};

const fr_fm_plays_before = /** @type {(inputs: Fm_Plays_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant l’import`)
};

const es_fm_plays_before = /** @type {(inputs: Fm_Plays_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes de importar`)
};

/**
* | output |
* | --- |
* | "Before importing" |
*
* @param {Fm_Plays_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_before = /** @type {((inputs?: Fm_Plays_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_before(inputs)
	if (locale === "fr") return fr_fm_plays_before(inputs)
	if (locale === "es") return es_fm_plays_before(inputs)
	return en_fm_plays_before(inputs)
});