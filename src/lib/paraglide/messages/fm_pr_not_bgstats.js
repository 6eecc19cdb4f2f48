/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Not_BgstatsInputs */

const en_fm_pr_not_bgstats = /** @type {(inputs: Fm_Pr_Not_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a BG Stats export that Tablemate can read`)
};

const de_fm_pr_not_bgstats = /** @type {(inputs: Fm_Pr_Not_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist kein BG-Stats-Export, den Tablemate lesen kann`)
};

const fr_fm_pr_not_bgstats = /** @type {(inputs: Fm_Pr_Not_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas un export BG Stats que Tablemate sait lire`)
};

const es_fm_pr_not_bgstats = /** @type {(inputs: Fm_Pr_Not_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es una exportación de BG Stats que Tablemate pueda leer`)
};

/**
* | output |
* | --- |
* | "This file is not a BG Stats export that Tablemate can read" |
*
* @param {Fm_Pr_Not_BgstatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_not_bgstats = /** @type {((inputs?: Fm_Pr_Not_BgstatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Not_BgstatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_not_bgstats(inputs)
	if (locale === "fr") return fr_fm_pr_not_bgstats(inputs)
	if (locale === "es") return es_fm_pr_not_bgstats(inputs)
	return en_fm_pr_not_bgstats(inputs)
});