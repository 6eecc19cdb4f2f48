/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Each_ComparedInputs */

const en_sub_each_compared = /** @type {(inputs: Sub_Each_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each was compared on its own.`)
};

const de_sub_each_compared = /** @type {(inputs: Sub_Each_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jedes wurde einzeln verglichen.`)
};

const fr_sub_each_compared = /** @type {(inputs: Sub_Each_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chacun a été comparé séparément.`)
};

const es_sub_each_compared = /** @type {(inputs: Sub_Each_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada uno se comparó por separado.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each was compared on its own." |
*
* @param {Sub_Each_ComparedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_each_compared = /** @type {((inputs?: Sub_Each_ComparedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Each_ComparedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_each_compared(inputs)
	if (locale === "fr") return fr_sub_each_compared(inputs)
	if (locale === "es") return es_sub_each_compared(inputs)
	return en_sub_each_compared(inputs)
});