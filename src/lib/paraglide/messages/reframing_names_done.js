/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Names_DoneInputs */

const en_reframing_names_done = /** @type {(inputs: Reframing_Names_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The round 7 names have already been handed out.`)
};

const de_reframing_names_done = /** @type {(inputs: Reframing_Names_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Namen für Runde 7 sind schon verteilt.`)
};

const fr_reframing_names_done = /** @type {(inputs: Reframing_Names_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les noms de la manche 7 ont déjà été distribués.`)
};

const es_reframing_names_done = /** @type {(inputs: Reframing_Names_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los nombres de la ronda 7 ya se han repartido.`)
};

/**
* | output |
* | --- |
* | "The round 7 names have already been handed out." |
*
* @param {Reframing_Names_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_done = /** @type {((inputs?: Reframing_Names_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_DoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_done(inputs)
	if (locale === "fr") return fr_reframing_names_done(inputs)
	if (locale === "es") return es_reframing_names_done(inputs)
	return en_reframing_names_done(inputs)
});