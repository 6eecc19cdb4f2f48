/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Handoff_NamesInputs */

const en_reframing_handoff_names = /** @type {(inputs: Reframing_Handoff_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your secret names for round 7.`)
};

const de_reframing_handoff_names = /** @type {(inputs: Reframing_Handoff_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieh dir deine geheimen Namen für Runde 7 an.`)
};

const fr_reframing_handoff_names = /** @type {(inputs: Reframing_Handoff_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvre tes noms secrets de la manche 7.`)
};

const es_reframing_handoff_names = /** @type {(inputs: Reframing_Handoff_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira tus nombres secretos de la ronda 7.`)
};

/**
* | output |
* | --- |
* | "See your secret names for round 7." |
*
* @param {Reframing_Handoff_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_handoff_names = /** @type {((inputs?: Reframing_Handoff_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Handoff_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_handoff_names(inputs)
	if (locale === "fr") return fr_reframing_handoff_names(inputs)
	if (locale === "es") return es_reframing_handoff_names(inputs)
	return en_reframing_handoff_names(inputs)
});