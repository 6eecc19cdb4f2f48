/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_Now_Setup_StealInputs */

const en_sub_refuse_not_now_setup_steal = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_StealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the starting cards before anyone can steal a pile.`)
};

const de_sub_refuse_not_now_setup_steal = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_StealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilt erst die Startkarten aus, bevor jemand einen Stapel stiehlt.`)
};

const fr_sub_refuse_not_now_setup_steal = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_StealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribuez les cartes de départ avant que quiconque vole une pile.`)
};

const es_sub_refuse_not_now_setup_steal = /** @type {(inputs: Sub_Refuse_Not_Now_Setup_StealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repartid las cartas iniciales antes de que nadie robe un montón.`)
};

/**
* | output |
* | --- |
* | "Deal the starting cards before anyone can steal a pile." |
*
* @param {Sub_Refuse_Not_Now_Setup_StealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_setup_steal = /** @type {((inputs?: Sub_Refuse_Not_Now_Setup_StealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_Setup_StealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_setup_steal(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_setup_steal(inputs)
	if (locale === "es") return es_sub_refuse_not_now_setup_steal(inputs)
	return en_sub_refuse_not_now_setup_steal(inputs)
});