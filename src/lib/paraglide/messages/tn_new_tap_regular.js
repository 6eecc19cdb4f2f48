/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Tap_RegularInputs */

const en_tn_new_tap_regular = /** @type {(inputs: Tn_New_Tap_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a regular to seat them:`)
};

const de_tn_new_tap_regular = /** @type {(inputs: Tn_New_Tap_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tippe auf einen Mitspieler, um ihn an den Tisch zu setzen:`)
};

const fr_tn_new_tap_regular = /** @type {(inputs: Tn_New_Tap_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez un joueur habituel pour l’asseoir :`)
};

const es_tn_new_tap_regular = /** @type {(inputs: Tn_New_Tap_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca a un jugador habitual para sentarlo:`)
};

/**
* | output |
* | --- |
* | "Tap a regular to seat them:" |
*
* @param {Tn_New_Tap_RegularInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_tap_regular = /** @type {((inputs?: Tn_New_Tap_RegularInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Tap_RegularInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_tap_regular(inputs)
	if (locale === "fr") return fr_tn_new_tap_regular(inputs)
	if (locale === "es") return es_tn_new_tap_regular(inputs)
	return en_tn_new_tap_regular(inputs)
});