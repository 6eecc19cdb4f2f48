/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Tie_BreakInputs */

const en_perm_tie_break = /** @type {(inputs: Perm_Tie_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie-break.`)
};

const de_perm_tie_break = /** @type {(inputs: Perm_Tie_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stechen.`)
};

const fr_perm_tie_break = /** @type {(inputs: Perm_Tie_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départage.`)
};

const es_perm_tie_break = /** @type {(inputs: Perm_Tie_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desempate.`)
};

/**
* | output |
* | --- |
* | "Tie-break." |
*
* @param {Perm_Tie_BreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_tie_break = /** @type {((inputs?: Perm_Tie_BreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Tie_BreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_tie_break(inputs)
	if (locale === "fr") return fr_perm_tie_break(inputs)
	if (locale === "es") return es_perm_tie_break(inputs)
	return en_perm_tie_break(inputs)
});