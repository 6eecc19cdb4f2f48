/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Drafted_TitleInputs */

const en_perm_drafted_title = /** @type {(inputs: Perm_Drafted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drafted this round`)
};

const de_perm_drafted_title = /** @type {(inputs: Perm_Drafted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Runde genommen`)
};

const fr_perm_drafted_title = /** @type {(inputs: Perm_Drafted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises pendant cette manche`)
};

const es_perm_drafted_title = /** @type {(inputs: Perm_Drafted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llevadas en esta ronda`)
};

/**
* | output |
* | --- |
* | "Drafted this round" |
*
* @param {Perm_Drafted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_drafted_title = /** @type {((inputs?: Perm_Drafted_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Drafted_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_drafted_title(inputs)
	if (locale === "fr") return fr_perm_drafted_title(inputs)
	if (locale === "es") return es_perm_drafted_title(inputs)
	return en_perm_drafted_title(inputs)
});