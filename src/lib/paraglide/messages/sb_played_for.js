/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Sb_Played_ForInputs */

const en_sb_played_for = /** @type {(inputs: Sb_Played_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`played ${i?.duration}`)
};

const de_sb_played_for = /** @type {(inputs: Sb_Played_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} gespielt`)
};

const fr_sb_played_for = /** @type {(inputs: Sb_Played_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jouée ${i?.duration}`)
};

const es_sb_played_for = /** @type {(inputs: Sb_Played_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jugada ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "played {duration}" |
*
* @param {Sb_Played_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_played_for = /** @type {((inputs: Sb_Played_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Played_ForInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_played_for(inputs)
	if (locale === "fr") return fr_sb_played_for(inputs)
	if (locale === "es") return es_sb_played_for(inputs)
	return en_sb_played_for(inputs)
});