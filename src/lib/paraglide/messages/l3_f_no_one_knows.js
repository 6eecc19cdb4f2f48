/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_No_One_KnowsInputs */

const en_l3_f_no_one_knows = /** @type {(inputs: L3_F_No_One_KnowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one knows whether sums and products of π and e are rational, so the checker does not read them.`)
};

const de_l3_f_no_one_knows = /** @type {(inputs: L3_F_No_One_KnowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand weiß, ob Summen und Produkte von π und e rational sind, deshalb liest der Prüfer sie nicht.`)
};

const fr_l3_f_no_one_knows = /** @type {(inputs: L3_F_No_One_KnowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne ne sait si les sommes et produits de π et e sont rationnels, donc le vérificateur ne les lit pas.`)
};

const es_l3_f_no_one_knows = /** @type {(inputs: L3_F_No_One_KnowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie sabe si las sumas y los productos de π y e son racionales, así que el comprobador no los lee.`)
};

/**
* | output |
* | --- |
* | "No one knows whether sums and products of π and e are rational, so the checker does not read them." |
*
* @param {L3_F_No_One_KnowsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_no_one_knows = /** @type {((inputs?: L3_F_No_One_KnowsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_No_One_KnowsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_no_one_knows(inputs)
	if (locale === "fr") return fr_l3_f_no_one_knows(inputs)
	if (locale === "es") return es_l3_f_no_one_knows(inputs)
	return en_l3_f_no_one_knows(inputs)
});