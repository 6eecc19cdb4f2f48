/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Tagline_ReframingInputs */

const en_tn_tagline_reframing = /** @type {(inputs: Tn_Tagline_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eight rounds, eight frames, thirteen conditions that watch each other.`)
};

const de_tn_tagline_reframing = /** @type {(inputs: Tn_Tagline_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acht Runden, acht Rahmen, dreizehn Bedingungen, die einander im Blick behalten.`)
};

const fr_tn_tagline_reframing = /** @type {(inputs: Tn_Tagline_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huit manches, huit cadres, treize conditions qui se surveillent entre elles.`)
};

const es_tn_tagline_reframing = /** @type {(inputs: Tn_Tagline_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocho rondas, ocho marcos, trece condiciones que se vigilan entre sí.`)
};

/**
* | output |
* | --- |
* | "Eight rounds, eight frames, thirteen conditions that watch each other." |
*
* @param {Tn_Tagline_ReframingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_tagline_reframing = /** @type {((inputs?: Tn_Tagline_ReframingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Tagline_ReframingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_tagline_reframing(inputs)
	if (locale === "fr") return fr_tn_tagline_reframing(inputs)
	if (locale === "es") return es_tn_tagline_reframing(inputs)
	return en_tn_tagline_reframing(inputs)
});