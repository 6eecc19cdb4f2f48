/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Hide_NamesInputs */

const en_reframing_hide_names = /** @type {(inputs: Reframing_Hide_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide my names`)
};

const de_reframing_hide_names = /** @type {(inputs: Reframing_Hide_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Namen verbergen`)
};

const fr_reframing_hide_names = /** @type {(inputs: Reframing_Hide_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cacher mes noms`)
};

const es_reframing_hide_names = /** @type {(inputs: Reframing_Hide_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar mis nombres`)
};

/**
* | output |
* | --- |
* | "Hide my names" |
*
* @param {Reframing_Hide_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_hide_names = /** @type {((inputs?: Reframing_Hide_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Hide_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_hide_names(inputs)
	if (locale === "fr") return fr_reframing_hide_names(inputs)
	if (locale === "es") return es_reframing_hide_names(inputs)
	return en_reframing_hide_names(inputs)
});