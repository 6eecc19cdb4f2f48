/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Beat_MostInputs */

const en_pl_beat_most = /** @type {(inputs: Pl_Beat_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beaten most`)
};

const de_pl_beat_most = /** @type {(inputs: Pl_Beat_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am häufigsten besiegt`)
};

const fr_pl_beat_most = /** @type {(inputs: Pl_Beat_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus souvent battu`)
};

const es_pl_beat_most = /** @type {(inputs: Pl_Beat_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más veces vencido`)
};

/**
* | output |
* | --- |
* | "Beaten most" |
*
* @param {Pl_Beat_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_beat_most = /** @type {((inputs?: Pl_Beat_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Beat_MostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_beat_most(inputs)
	if (locale === "fr") return fr_pl_beat_most(inputs)
	if (locale === "es") return es_pl_beat_most(inputs)
	return en_pl_beat_most(inputs)
});