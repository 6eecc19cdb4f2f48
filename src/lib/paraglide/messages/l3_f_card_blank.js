/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Card_BlankInputs */

const en_l3_f_card_blank = /** @type {(inputs: L3_F_Card_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is blank.`)
};

const de_l3_f_card_blank = /** @type {(inputs: L3_F_Card_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte ist leer.`)
};

const fr_l3_f_card_blank = /** @type {(inputs: L3_F_Card_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte est vide.`)
};

const es_l3_f_card_blank = /** @type {(inputs: L3_F_Card_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta está vacía.`)
};

/**
* | output |
* | --- |
* | "The card is blank." |
*
* @param {L3_F_Card_BlankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_card_blank = /** @type {((inputs?: L3_F_Card_BlankInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Card_BlankInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_card_blank(inputs)
	if (locale === "fr") return fr_l3_f_card_blank(inputs)
	if (locale === "es") return es_l3_f_card_blank(inputs)
	return en_l3_f_card_blank(inputs)
});