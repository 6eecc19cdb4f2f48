/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_NoneInputs */

const en_ph_none = /** @type {(inputs: Ph_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos of this game yet.`)
};

const de_ph_none = /** @type {(inputs: Ph_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Fotos von diesem Spiel.`)
};

const fr_ph_none = /** @type {(inputs: Ph_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de photo de cette partie.`)
};

const es_ph_none = /** @type {(inputs: Ph_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay fotos de esta partida.`)
};

/**
* | output |
* | --- |
* | "No photos of this game yet." |
*
* @param {Ph_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_none = /** @type {((inputs?: Ph_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_none(inputs)
	if (locale === "fr") return fr_ph_none(inputs)
	if (locale === "es") return es_ph_none(inputs)
	return en_ph_none(inputs)
});