/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_StartInputs */

const en_tn_new_start = /** @type {(inputs: Tn_New_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the game`)
};

const de_tn_new_start = /** @type {(inputs: Tn_New_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel starten`)
};

const fr_tn_new_start = /** @type {(inputs: Tn_New_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer la partie`)
};

const es_tn_new_start = /** @type {(inputs: Tn_New_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar la partida`)
};

/**
* | output |
* | --- |
* | "Start the game" |
*
* @param {Tn_New_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_start = /** @type {((inputs?: Tn_New_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_start(inputs)
	if (locale === "fr") return fr_tn_new_start(inputs)
	if (locale === "es") return es_tn_new_start(inputs)
	return en_tn_new_start(inputs)
});