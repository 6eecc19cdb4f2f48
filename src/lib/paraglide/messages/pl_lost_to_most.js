/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Lost_To_MostInputs */

const en_pl_lost_to_most = /** @type {(inputs: Pl_Lost_To_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost to most`)
};

const de_pl_lost_to_most = /** @type {(inputs: Pl_Lost_To_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am häufigsten verloren gegen`)
};

const fr_pl_lost_to_most = /** @type {(inputs: Pl_Lost_To_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus souvent vainqueur`)
};

const es_pl_lost_to_most = /** @type {(inputs: Pl_Lost_To_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más veces perdido contra`)
};

/**
* | output |
* | --- |
* | "Lost to most" |
*
* @param {Pl_Lost_To_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_lost_to_most = /** @type {((inputs?: Pl_Lost_To_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Lost_To_MostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_lost_to_most(inputs)
	if (locale === "fr") return fr_pl_lost_to_most(inputs)
	if (locale === "es") return es_pl_lost_to_most(inputs)
	return en_pl_lost_to_most(inputs)
});