/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counts: NonNullable<unknown>, max: NonNullable<unknown> }} Perm_Drafted_LineInputs */

const en_perm_drafted_line = /** @type {(inputs: Perm_Drafted_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} (maxcount ${i?.max})`)
};

const de_perm_drafted_line = /** @type {(inputs: Perm_Drafted_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} (Maxcount ${i?.max})`)
};

const fr_perm_drafted_line = /** @type {(inputs: Perm_Drafted_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} (maxcount ${i?.max})`)
};

const es_perm_drafted_line = /** @type {(inputs: Perm_Drafted_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} (maxcount ${i?.max})`)
};

/**
* | output |
* | --- |
* | "{counts} (maxcount {max})" |
*
* @param {Perm_Drafted_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_drafted_line = /** @type {((inputs: Perm_Drafted_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Drafted_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_drafted_line(inputs)
	if (locale === "fr") return fr_perm_drafted_line(inputs)
	if (locale === "es") return es_perm_drafted_line(inputs)
	return en_perm_drafted_line(inputs)
});