/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Perm_Pad_ShownInputs */

const en_perm_pad_shown = /** @type {(inputs: Perm_Pad_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const de_perm_pad_shown = /** @type {(inputs: Perm_Pad_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const fr_perm_pad_shown = /** @type {(inputs: Perm_Pad_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

const es_perm_pad_shown = /** @type {(inputs: Perm_Pad_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {Perm_Pad_ShownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pad_shown = /** @type {((inputs: Perm_Pad_ShownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pad_ShownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pad_shown(inputs)
	if (locale === "fr") return fr_perm_pad_shown(inputs)
	if (locale === "es") return es_perm_pad_shown(inputs)
	return en_perm_pad_shown(inputs)
});