/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Card_Ends_TooInputs */

const en_l3_f_card_ends_too = /** @type {(inputs: L3_F_Card_Ends_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card ends too early.`)
};

const de_l3_f_card_ends_too = /** @type {(inputs: L3_F_Card_Ends_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte endet zu früh.`)
};

const fr_l3_f_card_ends_too = /** @type {(inputs: L3_F_Card_Ends_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte s’arrête trop tôt.`)
};

const es_l3_f_card_ends_too = /** @type {(inputs: L3_F_Card_Ends_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta termina demasiado pronto.`)
};

/**
* | output |
* | --- |
* | "The card ends too early." |
*
* @param {L3_F_Card_Ends_TooInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_card_ends_too = /** @type {((inputs?: L3_F_Card_Ends_TooInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Card_Ends_TooInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_card_ends_too(inputs)
	if (locale === "fr") return fr_l3_f_card_ends_too(inputs)
	if (locale === "es") return es_l3_f_card_ends_too(inputs)
	return en_l3_f_card_ends_too(inputs)
});