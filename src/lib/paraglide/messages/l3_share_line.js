/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} L3_Share_LineInputs */

const en_l3_share_line = /** @type {(inputs: L3_Share_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const de_l3_share_line = /** @type {(inputs: L3_Share_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const fr_l3_share_line = /** @type {(inputs: L3_Share_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

const es_l3_share_line = /** @type {(inputs: L3_Share_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {L3_Share_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_share_line = /** @type {((inputs: L3_Share_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Share_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_share_line(inputs)
	if (locale === "fr") return fr_l3_share_line(inputs)
	if (locale === "es") return es_l3_share_line(inputs)
	return en_l3_share_line(inputs)
});