/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Rivals_NoneInputs */

const en_pl_rivals_none = /** @type {(inputs: Pl_Rivals_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No opponent met at the table yet.`)
};

const de_pl_rivals_none = /** @type {(inputs: Pl_Rivals_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keinen Gegner am Tisch getroffen.`)
};

const fr_pl_rivals_none = /** @type {(inputs: Pl_Rivals_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun adversaire rencontré pour l’instant.`)
};

const es_pl_rivals_none = /** @type {(inputs: Pl_Rivals_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía ningún rival en la mesa.`)
};

/**
* | output |
* | --- |
* | "No opponent met at the table yet." |
*
* @param {Pl_Rivals_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_rivals_none = /** @type {((inputs?: Pl_Rivals_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Rivals_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_rivals_none(inputs)
	if (locale === "fr") return fr_pl_rivals_none(inputs)
	if (locale === "es") return es_pl_rivals_none(inputs)
	return en_pl_rivals_none(inputs)
});