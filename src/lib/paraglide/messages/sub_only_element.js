/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ element: NonNullable<unknown> }} Sub_Only_ElementInputs */

const en_sub_only_element = /** @type {(inputs: Sub_Only_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The only element of A, ${i?.element}, is in S.`)
};

const de_sub_only_element = /** @type {(inputs: Sub_Only_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das einzige Element von A, ${i?.element}, liegt in S.`)
};

const fr_sub_only_element = /** @type {(inputs: Sub_Only_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le seul élément de A, ${i?.element}, est dans S.`)
};

const es_sub_only_element = /** @type {(inputs: Sub_Only_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El único elemento de A, ${i?.element}, está en S.`)
};

/**
* | output |
* | --- |
* | "The only element of A, {element}, is in S." |
*
* @param {Sub_Only_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_only_element = /** @type {((inputs: Sub_Only_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Only_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_only_element(inputs)
	if (locale === "fr") return fr_sub_only_element(inputs)
	if (locale === "es") return es_sub_only_element(inputs)
	return en_sub_only_element(inputs)
});