/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_One_PartInputs */

const en_sub_one_part = /** @type {(inputs: Sub_One_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A is inside one part of S.`)
};

const de_sub_one_part = /** @type {(inputs: Sub_One_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A liegt in einem Teil von S.`)
};

const fr_sub_one_part = /** @type {(inputs: Sub_One_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A est inclus dans une partie de S.`)
};

const es_sub_one_part = /** @type {(inputs: Sub_One_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A está contenido en una parte de S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A is inside one part of S." |
*
* @param {Sub_One_PartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_one_part = /** @type {((inputs?: Sub_One_PartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_One_PartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_one_part(inputs)
	if (locale === "fr") return fr_sub_one_part(inputs)
	if (locale === "es") return es_sub_one_part(inputs)
	return en_sub_one_part(inputs)
});