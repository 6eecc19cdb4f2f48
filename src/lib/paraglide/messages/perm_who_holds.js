/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Who_HoldsInputs */

const en_perm_who_holds = /** @type {(inputs: Perm_Who_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who holds which colour at the start.`)
};

const de_perm_who_holds = /** @type {(inputs: Perm_Who_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer zu Beginn welche Farbe hält.`)
};

const fr_perm_who_holds = /** @type {(inputs: Perm_Who_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui tient quelle couleur au départ.`)
};

const es_perm_who_holds = /** @type {(inputs: Perm_Who_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién tiene qué color al empezar.`)
};

/**
* | output |
* | --- |
* | "Who holds which colour at the start." |
*
* @param {Perm_Who_HoldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_who_holds = /** @type {((inputs?: Perm_Who_HoldsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Who_HoldsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_who_holds(inputs)
	if (locale === "fr") return fr_perm_who_holds(inputs)
	if (locale === "es") return es_perm_who_holds(inputs)
	return en_perm_who_holds(inputs)
});