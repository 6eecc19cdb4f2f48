/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ elements: NonNullable<unknown> }} Sub_Every_ListedInputs */

const en_sub_every_listed = /** @type {(inputs: Sub_Every_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A (${i?.elements}) is in S.`)
};

const de_sub_every_listed = /** @type {(inputs: Sub_Every_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A (${i?.elements}) liegt in S.`)
};

const fr_sub_every_listed = /** @type {(inputs: Sub_Every_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A (${i?.elements}) est dans S.`)
};

const es_sub_every_listed = /** @type {(inputs: Sub_Every_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A (${i?.elements}) está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A ({elements}) is in S." |
*
* @param {Sub_Every_ListedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_every_listed = /** @type {((inputs: Sub_Every_ListedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Every_ListedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_every_listed(inputs)
	if (locale === "fr") return fr_sub_every_listed(inputs)
	if (locale === "es") return es_sub_every_listed(inputs)
	return en_sub_every_listed(inputs)
});