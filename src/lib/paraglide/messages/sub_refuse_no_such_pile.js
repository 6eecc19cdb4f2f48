/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_No_Such_PileInputs */

const en_sub_refuse_no_such_pile = /** @type {(inputs: Sub_Refuse_No_Such_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such pile on the table.`)
};

const de_sub_refuse_no_such_pile = /** @type {(inputs: Sub_Refuse_No_Such_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Stapel gibt es auf dem Tisch nicht.`)
};

const fr_sub_refuse_no_such_pile = /** @type {(inputs: Sub_Refuse_No_Such_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pile n’existe pas sur la table.`)
};

const es_sub_refuse_no_such_pile = /** @type {(inputs: Sub_Refuse_No_Such_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese montón no está en la mesa.`)
};

/**
* | output |
* | --- |
* | "There is no such pile on the table." |
*
* @param {Sub_Refuse_No_Such_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_no_such_pile = /** @type {((inputs?: Sub_Refuse_No_Such_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_No_Such_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_no_such_pile(inputs)
	if (locale === "fr") return fr_sub_refuse_no_such_pile(inputs)
	if (locale === "es") return es_sub_refuse_no_such_pile(inputs)
	return en_sub_refuse_no_such_pile(inputs)
});