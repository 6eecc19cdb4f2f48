/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_Now_Setup_New_PileInputs */

const en_sub_refuse_not_now_setup_new_pile = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the starting cards before anyone can start a new pile.`)
};

const de_sub_refuse_not_now_setup_new_pile = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilt erst die Startkarten aus, bevor jemand einen neuen Stapel anfängt.`)
};

const fr_sub_refuse_not_now_setup_new_pile = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribuez les cartes de départ avant que quiconque commence une nouvelle pile.`)
};

const es_sub_refuse_not_now_setup_new_pile = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repartid las cartas iniciales antes de que nadie empiece un montón nuevo.`)
};

/**
* | output |
* | --- |
* | "Deal the starting cards before anyone can start a new pile." |
*
* @param {Sub_Refuse_Not_Now_Setup_New_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_setup_new_pile = /** @type {((inputs?: Sub_Refuse_Not_Now_Setup_New_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_Setup_New_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_setup_new_pile(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_setup_new_pile(inputs)
	if (locale === "es") return es_sub_refuse_not_now_setup_new_pile(inputs)
	return en_sub_refuse_not_now_setup_new_pile(inputs)
});