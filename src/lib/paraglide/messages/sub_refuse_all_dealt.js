/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_All_DealtInputs */

const en_sub_refuse_all_dealt = /** @type {(inputs: Sub_Refuse_All_DealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player already has a starting card.`)
};

const de_sub_refuse_all_dealt = /** @type {(inputs: Sub_Refuse_All_DealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle haben schon eine Startkarte.`)
};

const fr_sub_refuse_all_dealt = /** @type {(inputs: Sub_Refuse_All_DealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque joueur a déjà sa carte de départ.`)
};

const es_sub_refuse_all_dealt = /** @type {(inputs: Sub_Refuse_All_DealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos tienen ya su carta inicial.`)
};

/**
* | output |
* | --- |
* | "Every player already has a starting card." |
*
* @param {Sub_Refuse_All_DealtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_all_dealt = /** @type {((inputs?: Sub_Refuse_All_DealtInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_All_DealtInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_all_dealt(inputs)
	if (locale === "fr") return fr_sub_refuse_all_dealt(inputs)
	if (locale === "es") return es_sub_refuse_all_dealt(inputs)
	return en_sub_refuse_all_dealt(inputs)
});