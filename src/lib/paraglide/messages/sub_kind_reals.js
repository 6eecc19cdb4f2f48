/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Kind_RealsInputs */

const en_sub_kind_reals = /** @type {(inputs: Sub_Kind_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`real numbers`)
};

const de_sub_kind_reals = /** @type {(inputs: Sub_Kind_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reellen Zahlen`)
};

const fr_sub_kind_reals = /** @type {(inputs: Sub_Kind_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres réels`)
};

const es_sub_kind_reals = /** @type {(inputs: Sub_Kind_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números reales`)
};

/**
* | output |
* | --- |
* | "real numbers" |
*
* @param {Sub_Kind_RealsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_kind_reals = /** @type {((inputs?: Sub_Kind_RealsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Kind_RealsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_kind_reals(inputs)
	if (locale === "fr") return fr_sub_kind_reals(inputs)
	if (locale === "es") return es_sub_kind_reals(inputs)
	return en_sub_kind_reals(inputs)
});