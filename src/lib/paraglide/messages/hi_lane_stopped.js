/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Lane_StoppedInputs */

const en_hi_lane_stopped = /** @type {(inputs: Hi_Lane_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker stopped unexpectedly.`)
};

const de_hi_lane_stopped = /** @type {(inputs: Hi_Lane_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer hat unerwartet aufgehört.`)
};

const fr_hi_lane_stopped = /** @type {(inputs: Hi_Lane_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur s’est arrêté de façon inattendue.`)
};

const es_hi_lane_stopped = /** @type {(inputs: Hi_Lane_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador se ha detenido de forma inesperada.`)
};

/**
* | output |
* | --- |
* | "The checker stopped unexpectedly." |
*
* @param {Hi_Lane_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_lane_stopped = /** @type {((inputs?: Hi_Lane_StoppedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Lane_StoppedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_lane_stopped(inputs)
	if (locale === "fr") return fr_hi_lane_stopped(inputs)
	if (locale === "es") return es_hi_lane_stopped(inputs)
	return en_hi_lane_stopped(inputs)
});