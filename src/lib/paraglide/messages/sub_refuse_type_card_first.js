/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Type_Card_FirstInputs */

const en_sub_refuse_type_card_first = /** @type {(inputs: Sub_Refuse_Type_Card_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the text of the card first.`)
};

const de_sub_refuse_type_card_first = /** @type {(inputs: Sub_Refuse_Type_Card_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tippt zuerst den Text der Karte ein.`)
};

const fr_sub_refuse_type_card_first = /** @type {(inputs: Sub_Refuse_Type_Card_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez d’abord le texte de la carte.`)
};

const es_sub_refuse_type_card_first = /** @type {(inputs: Sub_Refuse_Type_Card_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe primero el texto de la carta.`)
};

/**
* | output |
* | --- |
* | "Type the text of the card first." |
*
* @param {Sub_Refuse_Type_Card_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_type_card_first = /** @type {((inputs?: Sub_Refuse_Type_Card_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Type_Card_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_type_card_first(inputs)
	if (locale === "fr") return fr_sub_refuse_type_card_first(inputs)
	if (locale === "es") return es_sub_refuse_type_card_first(inputs)
	return en_sub_refuse_type_card_first(inputs)
});