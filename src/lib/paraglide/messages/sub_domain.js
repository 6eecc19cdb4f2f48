/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_DomainInputs */

const en_sub_domain = /** @type {(inputs: Sub_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A keeps some elements of its domain, and the whole domain is in S.`)
};

const de_sub_domain = /** @type {(inputs: Sub_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A behält einige Elemente seiner Grundmenge, und die ganze Grundmenge liegt in S.`)
};

const fr_sub_domain = /** @type {(inputs: Sub_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A garde certains éléments de son domaine, et tout le domaine est dans S.`)
};

const es_sub_domain = /** @type {(inputs: Sub_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A conserva algunos elementos de su dominio, y todo el dominio está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A keeps some elements of its domain, and the whole domain is in S." |
*
* @param {Sub_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_domain = /** @type {((inputs?: Sub_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_domain(inputs)
	if (locale === "fr") return fr_sub_domain(inputs)
	if (locale === "es") return es_sub_domain(inputs)
	return en_sub_domain(inputs)
});