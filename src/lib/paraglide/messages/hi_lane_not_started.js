/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Lane_Not_StartedInputs */

const en_hi_lane_not_started = /** @type {(inputs: Hi_Lane_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker did not start.`)
};

const de_hi_lane_not_started = /** @type {(inputs: Hi_Lane_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer ist nicht gestartet.`)
};

const fr_hi_lane_not_started = /** @type {(inputs: Hi_Lane_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pas démarré.`)
};

const es_hi_lane_not_started = /** @type {(inputs: Hi_Lane_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no ha arrancado.`)
};

/**
* | output |
* | --- |
* | "The checker did not start." |
*
* @param {Hi_Lane_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_lane_not_started = /** @type {((inputs?: Hi_Lane_Not_StartedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Lane_Not_StartedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_lane_not_started(inputs)
	if (locale === "fr") return fr_hi_lane_not_started(inputs)
	if (locale === "es") return es_hi_lane_not_started(inputs)
	return en_hi_lane_not_started(inputs)
});