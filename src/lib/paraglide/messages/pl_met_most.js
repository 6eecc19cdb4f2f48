/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Met_MostInputs */

const en_pl_met_most = /** @type {(inputs: Pl_Met_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met most`)
};

const de_pl_met_most = /** @type {(inputs: Pl_Met_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am häufigsten getroffen`)
};

const fr_pl_met_most = /** @type {(inputs: Pl_Met_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus souvent affronté`)
};

const es_pl_met_most = /** @type {(inputs: Pl_Met_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más veces enfrentado`)
};

/**
* | output |
* | --- |
* | "Met most" |
*
* @param {Pl_Met_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_met_most = /** @type {((inputs?: Pl_Met_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Met_MostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_met_most(inputs)
	if (locale === "fr") return fr_pl_met_most(inputs)
	if (locale === "es") return es_pl_met_most(inputs)
	return en_pl_met_most(inputs)
});