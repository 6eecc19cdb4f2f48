/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, by: NonNullable<unknown>, reason: NonNullable<unknown> }} Tb_ConflictInputs */

const en_tb_conflict = /** @type {(inputs: Tb_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, by ${i?.by}: ${i?.reason}`)
};

const de_tb_conflict = /** @type {(inputs: Tb_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} (${i?.by}): ${i?.reason}`)
};

const fr_tb_conflict = /** @type {(inputs: Tb_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, par ${i?.by} : ${i?.reason}`)
};

const es_tb_conflict = /** @type {(inputs: Tb_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} (${i?.by}): ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{what}, by {by}: {reason}" |
*
* @param {Tb_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_conflict = /** @type {((inputs: Tb_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_ConflictInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_conflict(inputs)
	if (locale === "fr") return fr_tb_conflict(inputs)
	if (locale === "es") return es_tb_conflict(inputs)
	return en_tb_conflict(inputs)
});