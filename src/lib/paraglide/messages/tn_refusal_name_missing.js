/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Name_MissingInputs */

const en_tn_refusal_name_missing = /** @type {(inputs: Tn_Refusal_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player needs a name.`)
};

const de_tn_refusal_name_missing = /** @type {(inputs: Tn_Refusal_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Spieler braucht einen Namen.`)
};

const fr_tn_refusal_name_missing = /** @type {(inputs: Tn_Refusal_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque joueur a besoin d’un nom.`)
};

const es_tn_refusal_name_missing = /** @type {(inputs: Tn_Refusal_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada jugador necesita un nombre.`)
};

/**
* | output |
* | --- |
* | "Every player needs a name." |
*
* @param {Tn_Refusal_Name_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_name_missing = /** @type {((inputs?: Tn_Refusal_Name_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Name_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_name_missing(inputs)
	if (locale === "fr") return fr_tn_refusal_name_missing(inputs)
	if (locale === "es") return es_tn_refusal_name_missing(inputs)
	return en_tn_refusal_name_missing(inputs)
});