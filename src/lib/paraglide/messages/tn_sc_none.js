/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_NoneInputs */

const en_tn_sc_none = /** @type {(inputs: Tn_Sc_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rounds scored yet.`)
};

const de_tn_sc_none = /** @type {(inputs: Tn_Sc_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Runde gewertet.`)
};

const fr_tn_sc_none = /** @type {(inputs: Tn_Sc_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune manche comptée pour l’instant.`)
};

const es_tn_sc_none = /** @type {(inputs: Tn_Sc_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay rondas puntuadas.`)
};

/**
* | output |
* | --- |
* | "No rounds scored yet." |
*
* @param {Tn_Sc_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_none = /** @type {((inputs?: Tn_Sc_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_none(inputs)
	if (locale === "fr") return fr_tn_sc_none(inputs)
	if (locale === "es") return es_tn_sc_none(inputs)
	return en_tn_sc_none(inputs)
});