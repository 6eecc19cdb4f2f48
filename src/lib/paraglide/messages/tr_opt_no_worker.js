/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Opt_No_WorkerInputs */

const en_tr_opt_no_worker = /** @type {(inputs: Tr_Opt_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot run the optimiser in the background.`)
};

const de_tr_opt_no_worker = /** @type {(inputs: Tr_Opt_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser kann den Optimierer nicht im Hintergrund laufen lassen.`)
};

const fr_tr_opt_no_worker = /** @type {(inputs: Tr_Opt_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas faire tourner l’optimiseur en arrière-plan.`)
};

const es_tr_opt_no_worker = /** @type {(inputs: Tr_Opt_No_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede ejecutar el optimizador en segundo plano.`)
};

/**
* | output |
* | --- |
* | "This browser cannot run the optimiser in the background." |
*
* @param {Tr_Opt_No_WorkerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_opt_no_worker = /** @type {((inputs?: Tr_Opt_No_WorkerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Opt_No_WorkerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_opt_no_worker(inputs)
	if (locale === "fr") return fr_tr_opt_no_worker(inputs)
	if (locale === "es") return es_tr_opt_no_worker(inputs)
	return en_tr_opt_no_worker(inputs)
});