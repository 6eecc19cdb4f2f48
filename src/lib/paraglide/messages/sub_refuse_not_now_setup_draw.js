/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_Now_Setup_DrawInputs */

const en_sub_refuse_not_now_setup_draw = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the starting cards before anyone can draw a card.`)
};

const de_sub_refuse_not_now_setup_draw = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilt erst die Startkarten aus, bevor jemand eine Karte zieht.`)
};

const fr_sub_refuse_not_now_setup_draw = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribuez les cartes de départ avant que quiconque pioche une carte.`)
};

const es_sub_refuse_not_now_setup_draw = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repartid las cartas iniciales antes de que nadie robe una carta.`)
};

/**
* | output |
* | --- |
* | "Deal the starting cards before anyone can draw a card." |
*
* @param {Sub_Refuse_Not_Now_Setup_DrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_setup_draw = /** @type {((inputs?: Sub_Refuse_Not_Now_Setup_DrawInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_Setup_DrawInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_setup_draw(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_setup_draw(inputs)
	if (locale === "es") return es_sub_refuse_not_now_setup_draw(inputs)
	return en_sub_refuse_not_now_setup_draw(inputs)
});