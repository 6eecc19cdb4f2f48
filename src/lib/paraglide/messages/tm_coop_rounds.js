/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tm_Coop_RoundsInputs */

const en_tm_coop_rounds = /** @type {(inputs: Tm_Coop_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table writes a score each round`)
};

const de_tm_coop_rounds = /** @type {(inputs: Tm_Coop_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch schreibt in jeder Runde eine Punktzahl`)
};

const fr_tm_coop_rounds = /** @type {(inputs: Tm_Coop_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table note un score à chaque manche`)
};

const es_tm_coop_rounds = /** @type {(inputs: Tm_Coop_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa anota una puntuación en cada ronda`)
};

/**
* | output |
* | --- |
* | "The table writes a score each round" |
*
* @param {Tm_Coop_RoundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_coop_rounds = /** @type {((inputs?: Tm_Coop_RoundsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Coop_RoundsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_coop_rounds(inputs)
	if (locale === "fr") return fr_tm_coop_rounds(inputs)
	if (locale === "es") return es_tm_coop_rounds(inputs)
	return en_tm_coop_rounds(inputs)
});