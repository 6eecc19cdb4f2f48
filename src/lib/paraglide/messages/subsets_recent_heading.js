/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Recent_HeadingInputs */

const en_subsets_recent_heading = /** @type {(inputs: Subsets_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last checks`)
};

const de_subsets_recent_heading = /** @type {(inputs: Subsets_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Prüfungen`)
};

const fr_subsets_recent_heading = /** @type {(inputs: Subsets_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières vérifications`)
};

const es_subsets_recent_heading = /** @type {(inputs: Subsets_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas comprobaciones`)
};

/**
* | output |
* | --- |
* | "Last checks" |
*
* @param {Subsets_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_heading = /** @type {((inputs?: Subsets_Recent_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_heading(inputs)
	if (locale === "fr") return fr_subsets_recent_heading(inputs)
	if (locale === "es") return es_subsets_recent_heading(inputs)
	return en_subsets_recent_heading(inputs)
});