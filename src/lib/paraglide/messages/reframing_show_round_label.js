/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Show_Round_LabelInputs */

const en_reframing_show_round_label = /** @type {(inputs: Reframing_Show_Round_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show round`)
};

const de_reframing_show_round_label = /** @type {(inputs: Reframing_Show_Round_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde zeigen`)
};

const fr_reframing_show_round_label = /** @type {(inputs: Reframing_Show_Round_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher la manche`)
};

const es_reframing_show_round_label = /** @type {(inputs: Reframing_Show_Round_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar la ronda`)
};

/**
* | output |
* | --- |
* | "Show round" |
*
* @param {Reframing_Show_Round_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_show_round_label = /** @type {((inputs?: Reframing_Show_Round_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Show_Round_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_show_round_label(inputs)
	if (locale === "fr") return fr_reframing_show_round_label(inputs)
	if (locale === "es") return es_reframing_show_round_label(inputs)
	return en_reframing_show_round_label(inputs)
});