/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Reveal_FoundInputs */

const en_tr_reveal_found = /** @type {(inputs: Tr_Reveal_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reveal the helper’s order`)
};

const de_tr_reveal_found = /** @type {(inputs: Tr_Reveal_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge des Helfers aufdecken`)
};

const fr_tr_reveal_found = /** @type {(inputs: Tr_Reveal_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révéler l’ordre de l’aide`)
};

const es_tr_reveal_found = /** @type {(inputs: Tr_Reveal_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revelar el orden de la ayuda`)
};

/**
* | output |
* | --- |
* | "Reveal the helper’s order" |
*
* @param {Tr_Reveal_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_reveal_found = /** @type {((inputs?: Tr_Reveal_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Reveal_FoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_reveal_found(inputs)
	if (locale === "fr") return fr_tr_reveal_found(inputs)
	if (locale === "es") return es_tr_reveal_found(inputs)
	return en_tr_reveal_found(inputs)
});