/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_CrashedInputs */

const en_sb_crashed = /** @type {(inputs: Sb_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import stopped unexpectedly (this device may be short of memory). Nothing was imported.`)
};

const de_sb_crashed = /** @type {(inputs: Sb_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Import ist unerwartet stehen geblieben (vielleicht fehlt diesem Gerät Speicher). Es wurde nichts importiert.`)
};

const fr_sb_crashed = /** @type {(inputs: Sb_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’import s’est arrêté de façon inattendue (cet appareil manque peut-être de mémoire). Rien n’a été importé.`)
};

const es_sb_crashed = /** @type {(inputs: Sb_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación se detuvo de forma inesperada (puede que a este dispositivo le falte memoria). No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "The import stopped unexpectedly (this device may be short of memory). Nothing was imported." |
*
* @param {Sb_CrashedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_crashed = /** @type {((inputs?: Sb_CrashedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_CrashedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_crashed(inputs)
	if (locale === "fr") return fr_sb_crashed(inputs)
	if (locale === "es") return es_sb_crashed(inputs)
	return en_sb_crashed(inputs)
});