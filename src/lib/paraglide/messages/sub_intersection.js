/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_IntersectionInputs */

const en_sub_intersection = /** @type {(inputs: Sub_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A is an intersection with a set that is inside S.`)
};

const de_sub_intersection = /** @type {(inputs: Sub_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A ist ein Schnitt mit einer Menge, die in S liegt.`)
};

const fr_sub_intersection = /** @type {(inputs: Sub_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A est une intersection avec un ensemble inclus dans S.`)
};

const es_sub_intersection = /** @type {(inputs: Sub_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A es una intersección con un conjunto contenido en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A is an intersection with a set that is inside S." |
*
* @param {Sub_IntersectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_intersection = /** @type {((inputs?: Sub_IntersectionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_IntersectionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_intersection(inputs)
	if (locale === "fr") return fr_sub_intersection(inputs)
	if (locale === "es") return es_sub_intersection(inputs)
	return en_sub_intersection(inputs)
});