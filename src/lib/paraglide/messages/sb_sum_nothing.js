/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Sum_NothingInputs */

const en_sb_sum_nothing = /** @type {(inputs: Sb_Sum_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file holds nothing new for this device.`)
};

const de_sb_sum_nothing = /** @type {(inputs: Sb_Sum_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei enthält nichts Neues für dieses Gerät.`)
};

const fr_sb_sum_nothing = /** @type {(inputs: Sb_Sum_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier ne contient rien de nouveau pour cet appareil.`)
};

const es_sb_sum_nothing = /** @type {(inputs: Sb_Sum_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no tiene nada nuevo para este dispositivo.`)
};

/**
* | output |
* | --- |
* | "This file holds nothing new for this device." |
*
* @param {Sb_Sum_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_nothing = /** @type {((inputs?: Sb_Sum_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_nothing(inputs)
	if (locale === "fr") return fr_sb_sum_nothing(inputs)
	if (locale === "es") return es_sb_sum_nothing(inputs)
	return en_sb_sum_nothing(inputs)
});