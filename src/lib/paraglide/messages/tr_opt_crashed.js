/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Opt_CrashedInputs */

const en_tr_opt_crashed = /** @type {(inputs: Tr_Opt_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The optimiser stopped unexpectedly.`)
};

const de_tr_opt_crashed = /** @type {(inputs: Tr_Opt_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Optimierer hat unerwartet aufgehört.`)
};

const fr_tr_opt_crashed = /** @type {(inputs: Tr_Opt_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’optimiseur s’est arrêté de façon inattendue.`)
};

const es_tr_opt_crashed = /** @type {(inputs: Tr_Opt_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El optimizador se detuvo de forma inesperada.`)
};

/**
* | output |
* | --- |
* | "The optimiser stopped unexpectedly." |
*
* @param {Tr_Opt_CrashedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_opt_crashed = /** @type {((inputs?: Tr_Opt_CrashedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Opt_CrashedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_opt_crashed(inputs)
	if (locale === "fr") return fr_tr_opt_crashed(inputs)
	if (locale === "es") return es_tr_opt_crashed(inputs)
	return en_tr_opt_crashed(inputs)
});