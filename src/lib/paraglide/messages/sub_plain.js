/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_PlainInputs */

const en_sub_plain = /** @type {(inputs: Sub_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S.`)
};

const de_sub_plain = /** @type {(inputs: Sub_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S.`)
};

const fr_sub_plain = /** @type {(inputs: Sub_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S.`)
};

const es_sub_plain = /** @type {(inputs: Sub_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S." |
*
* @param {Sub_PlainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_plain = /** @type {((inputs?: Sub_PlainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_PlainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_plain(inputs)
	if (locale === "fr") return fr_sub_plain(inputs)
	if (locale === "es") return es_sub_plain(inputs)
	return en_sub_plain(inputs)
});