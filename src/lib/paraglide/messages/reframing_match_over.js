/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Match_OverInputs */

const en_reframing_match_over = /** @type {(inputs: Reframing_Match_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The match is over: all eight rounds have been played.`)
};

const de_reframing_match_over = /** @type {(inputs: Reframing_Match_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Partie ist vorbei: Alle acht Runden sind gespielt.`)
};

const fr_reframing_match_over = /** @type {(inputs: Reframing_Match_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est terminée : les huit manches ont été jouées.`)
};

const es_reframing_match_over = /** @type {(inputs: Reframing_Match_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado: se han jugado las ocho rondas.`)
};

/**
* | output |
* | --- |
* | "The match is over: all eight rounds have been played." |
*
* @param {Reframing_Match_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_match_over = /** @type {((inputs?: Reframing_Match_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Match_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_match_over(inputs)
	if (locale === "fr") return fr_reframing_match_over(inputs)
	if (locale === "es") return es_reframing_match_over(inputs)
	return en_reframing_match_over(inputs)
});