/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Win_ByInputs */

const en_tn_refusal_win_by = /** @type {(inputs: Tn_Refusal_Win_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say whether the highest or the lowest total wins.`)
};

const de_tn_refusal_win_by = /** @type {(inputs: Tn_Refusal_Win_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lege fest, ob die höchste oder die niedrigste Summe gewinnt.`)
};

const fr_tn_refusal_win_by = /** @type {(inputs: Tn_Refusal_Win_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez si c’est le total le plus haut ou le plus bas qui gagne.`)
};

const es_tn_refusal_win_by = /** @type {(inputs: Tn_Refusal_Win_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica si gana el total más alto o el más bajo.`)
};

/**
* | output |
* | --- |
* | "Say whether the highest or the lowest total wins." |
*
* @param {Tn_Refusal_Win_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_win_by = /** @type {((inputs?: Tn_Refusal_Win_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Win_ByInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_win_by(inputs)
	if (locale === "fr") return fr_tn_refusal_win_by(inputs)
	if (locale === "es") return es_tn_refusal_win_by(inputs)
	return en_tn_refusal_win_by(inputs)
});