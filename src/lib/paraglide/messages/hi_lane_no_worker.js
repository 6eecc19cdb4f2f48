/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Lane_No_WorkerInputs */

const en_hi_lane_no_worker = /** @type {(inputs: Hi_Lane_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot run the checker in the background.`)
};

const de_hi_lane_no_worker = /** @type {(inputs: Hi_Lane_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser kann den Prüfer nicht im Hintergrund ausführen.`)
};

const fr_hi_lane_no_worker = /** @type {(inputs: Hi_Lane_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas faire tourner le vérificateur en arrière-plan.`)
};

const es_hi_lane_no_worker = /** @type {(inputs: Hi_Lane_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede ejecutar el comprobador en segundo plano.`)
};

/**
* | output |
* | --- |
* | "This browser cannot run the checker in the background." |
*
* @param {Hi_Lane_No_WorkerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_lane_no_worker = /** @type {((inputs?: Hi_Lane_No_WorkerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Lane_No_WorkerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_lane_no_worker(inputs)
	if (locale === "fr") return fr_hi_lane_no_worker(inputs)
	if (locale === "es") return es_hi_lane_no_worker(inputs)
	return en_hi_lane_no_worker(inputs)
});