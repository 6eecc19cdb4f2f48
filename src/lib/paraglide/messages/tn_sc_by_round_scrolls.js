/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ caption: NonNullable<unknown> }} Tn_Sc_By_Round_ScrollsInputs */

const en_tn_sc_by_round_scrolls = /** @type {(inputs: Tn_Sc_By_Round_ScrollsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} by round (scrolls sideways)`)
};

const de_tn_sc_by_round_scrolls = /** @type {(inputs: Tn_Sc_By_Round_ScrollsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} je Runde (seitlich scrollbar)`)
};

const fr_tn_sc_by_round_scrolls = /** @type {(inputs: Tn_Sc_By_Round_ScrollsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} par manche (défile sur le côté)`)
};

const es_tn_sc_by_round_scrolls = /** @type {(inputs: Tn_Sc_By_Round_ScrollsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} por ronda (se desplaza hacia el lado)`)
};

/**
* | output |
* | --- |
* | "{caption} by round (scrolls sideways)" |
*
* @param {Tn_Sc_By_Round_ScrollsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_by_round_scrolls = /** @type {((inputs: Tn_Sc_By_Round_ScrollsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_By_Round_ScrollsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_by_round_scrolls(inputs)
	if (locale === "fr") return fr_tn_sc_by_round_scrolls(inputs)
	if (locale === "es") return es_tn_sc_by_round_scrolls(inputs)
	return en_tn_sc_by_round_scrolls(inputs)
});