/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_Not_WholeInputs */

const en_tr_model_not_whole = /** @type {(inputs: Tr_Model_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The range must run between two whole numbers.`)
};

const de_tr_model_not_whole = /** @type {(inputs: Tr_Model_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bereich muss zwischen zwei ganzen Zahlen liegen.`)
};

const fr_tr_model_not_whole = /** @type {(inputs: Tr_Model_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plage doit aller d’un nombre entier à un autre.`)
};

const es_tr_model_not_whole = /** @type {(inputs: Tr_Model_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El rango debe ir de un número entero a otro.`)
};

/**
* | output |
* | --- |
* | "The range must run between two whole numbers." |
*
* @param {Tr_Model_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_not_whole = /** @type {((inputs?: Tr_Model_Not_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_Not_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_not_whole(inputs)
	if (locale === "fr") return fr_tr_model_not_whole(inputs)
	if (locale === "es") return es_tr_model_not_whole(inputs)
	return en_tr_model_not_whole(inputs)
});