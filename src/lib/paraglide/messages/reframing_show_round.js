/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Show_RoundInputs */

const en_reframing_show_round = /** @type {(inputs: Reframing_Show_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the round`)
};

const de_reframing_show_round = /** @type {(inputs: Reframing_Show_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde zeigen`)
};

const fr_reframing_show_round = /** @type {(inputs: Reframing_Show_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher la manche`)
};

const es_reframing_show_round = /** @type {(inputs: Reframing_Show_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar la ronda`)
};

/**
* | output |
* | --- |
* | "Show the round" |
*
* @param {Reframing_Show_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_show_round = /** @type {((inputs?: Reframing_Show_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Show_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_show_round(inputs)
	if (locale === "fr") return fr_reframing_show_round(inputs)
	if (locale === "es") return es_reframing_show_round(inputs)
	return en_reframing_show_round(inputs)
});