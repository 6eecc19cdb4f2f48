/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lo: NonNullable<unknown> }} Sub_From_UpInputs */

const en_sub_from_up = /** @type {(inputs: Sub_From_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` from ${i?.lo} up`)
};

const de_sub_from_up = /** @type {(inputs: Sub_From_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ab ${i?.lo}`)
};

const fr_sub_from_up = /** @type {(inputs: Sub_From_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` à partir de ${i?.lo}`)
};

const es_sub_from_up = /** @type {(inputs: Sub_From_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` a partir de ${i?.lo}`)
};

/**
* | output |
* | --- |
* | "from {lo} up" |
*
* @param {Sub_From_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_from_up = /** @type {((inputs: Sub_From_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_From_UpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_from_up(inputs)
	if (locale === "fr") return fr_sub_from_up(inputs)
	if (locale === "es") return es_sub_from_up(inputs)
	return en_sub_from_up(inputs)
});