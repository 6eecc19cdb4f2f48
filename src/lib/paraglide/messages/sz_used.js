/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown> }} Sz_UsedInputs */

const en_sz_used = /** @type {(inputs: Sz_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} used`)
};

const de_sz_used = /** @type {(inputs: Sz_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} belegt`)
};

const fr_sz_used = /** @type {(inputs: Sz_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} utilisés`)
};

const es_sz_used = /** @type {(inputs: Sz_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} usados`)
};

/**
* | output |
* | --- |
* | "{used} used" |
*
* @param {Sz_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sz_used = /** @type {((inputs: Sz_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sz_UsedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sz_used(inputs)
	if (locale === "fr") return fr_sz_used(inputs)
	if (locale === "es") return es_sz_used(inputs)
	return en_sz_used(inputs)
});