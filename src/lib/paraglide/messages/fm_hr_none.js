/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_NoneInputs */

const en_fm_hr_none = /** @type {(inputs: Fm_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game has no house rules.`)
};

const de_fm_hr_none = /** @type {(inputs: Fm_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel hat keine Hausregeln.`)
};

const fr_fm_hr_none = /** @type {(inputs: Fm_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce jeu n’a pas de règles maison.`)
};

const es_fm_hr_none = /** @type {(inputs: Fm_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este juego no tiene reglas de la casa.`)
};

/**
* | output |
* | --- |
* | "This game has no house rules." |
*
* @param {Fm_Hr_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_none = /** @type {((inputs?: Fm_Hr_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_none(inputs)
	if (locale === "fr") return fr_fm_hr_none(inputs)
	if (locale === "es") return es_fm_hr_none(inputs)
	return en_fm_hr_none(inputs)
});