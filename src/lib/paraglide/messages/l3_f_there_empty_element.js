/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_There_Empty_ElementInputs */

const en_l3_f_there_empty_element = /** @type {(inputs: L3_F_There_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is an empty element between these commas.`)
};

const de_l3_f_there_empty_element = /** @type {(inputs: L3_F_There_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwischen diesen Kommas steht ein leeres Element.`)
};

const fr_l3_f_there_empty_element = /** @type {(inputs: L3_F_There_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il y a un élément vide entre ces virgules.`)
};

const es_l3_f_there_empty_element = /** @type {(inputs: L3_F_There_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un elemento vacío entre estas comas.`)
};

/**
* | output |
* | --- |
* | "There is an empty element between these commas." |
*
* @param {L3_F_There_Empty_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_there_empty_element = /** @type {((inputs?: L3_F_There_Empty_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_There_Empty_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_there_empty_element(inputs)
	if (locale === "fr") return fr_l3_f_there_empty_element(inputs)
	if (locale === "es") return es_l3_f_there_empty_element(inputs)
	return en_l3_f_there_empty_element(inputs)
});