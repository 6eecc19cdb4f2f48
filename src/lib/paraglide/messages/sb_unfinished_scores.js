/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Unfinished_ScoresInputs */

const en_sb_unfinished_scores = /** @type {(inputs: Sb_Unfinished_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count the scores of games not played to the end`)
};

const de_sb_unfinished_scores = /** @type {(inputs: Sb_Unfinished_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte nicht zu Ende gespielter Partien mitzählen`)
};

const fr_sb_unfinished_scores = /** @type {(inputs: Sb_Unfinished_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compter les scores des parties non jouées jusqu’au bout`)
};

const es_sb_unfinished_scores = /** @type {(inputs: Sb_Unfinished_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contar las puntuaciones de las partidas no jugadas hasta el final`)
};

/**
* | output |
* | --- |
* | "Count the scores of games not played to the end" |
*
* @param {Sb_Unfinished_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_unfinished_scores = /** @type {((inputs?: Sb_Unfinished_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Unfinished_ScoresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_unfinished_scores(inputs)
	if (locale === "fr") return fr_sb_unfinished_scores(inputs)
	if (locale === "es") return es_sb_unfinished_scores(inputs)
	return en_sb_unfinished_scores(inputs)
});