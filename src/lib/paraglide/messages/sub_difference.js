/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_DifferenceInputs */

const en_sub_difference = /** @type {(inputs: Sub_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A takes elements away from a set that is inside S.`)
};

const de_sub_difference = /** @type {(inputs: Sub_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A nimmt Elemente aus einer Menge weg, die in S liegt.`)
};

const fr_sub_difference = /** @type {(inputs: Sub_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A retire des éléments d’un ensemble inclus dans S.`)
};

const es_sub_difference = /** @type {(inputs: Sub_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A quita elementos de un conjunto contenido en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A takes elements away from a set that is inside S." |
*
* @param {Sub_DifferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_difference = /** @type {((inputs?: Sub_DifferenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_DifferenceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_difference(inputs)
	if (locale === "fr") return fr_sub_difference(inputs)
	if (locale === "es") return es_sub_difference(inputs)
	return en_sub_difference(inputs)
});