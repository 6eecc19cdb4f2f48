/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Bracket_Card_NeverInputs */

const en_l3_f_bracket_card_never = /** @type {(inputs: L3_F_Bracket_Card_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A bracket of this card is never closed.`)
};

const de_l3_f_bracket_card_never = /** @type {(inputs: L3_F_Bracket_Card_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Klammer dieser Karte wird nie geschlossen.`)
};

const fr_l3_f_bracket_card_never = /** @type {(inputs: L3_F_Bracket_Card_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une parenthèse de cette carte n’est jamais fermée.`)
};

const es_l3_f_bracket_card_never = /** @type {(inputs: L3_F_Bracket_Card_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paréntesis de esta carta nunca se cierra.`)
};

/**
* | output |
* | --- |
* | "A bracket of this card is never closed." |
*
* @param {L3_F_Bracket_Card_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_bracket_card_never = /** @type {((inputs?: L3_F_Bracket_Card_NeverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Bracket_Card_NeverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_bracket_card_never(inputs)
	if (locale === "fr") return fr_l3_f_bracket_card_never(inputs)
	if (locale === "es") return es_l3_f_bracket_card_never(inputs)
	return en_l3_f_bracket_card_never(inputs)
});