/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_Yes_ScoreInputs */

const en_reframing_yes_score = /** @type {(inputs: Reframing_Yes_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes, score round ${i?.round}`)
};

const de_reframing_yes_score = /** @type {(inputs: Reframing_Yes_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja, Runde ${i?.round} werten`)
};

const fr_reframing_yes_score = /** @type {(inputs: Reframing_Yes_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oui, compter la manche ${i?.round}`)
};

const es_reframing_yes_score = /** @type {(inputs: Reframing_Yes_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sí, puntuar la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Yes, score round {round}" |
*
* @param {Reframing_Yes_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_yes_score = /** @type {((inputs: Reframing_Yes_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Yes_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_yes_score(inputs)
	if (locale === "fr") return fr_reframing_yes_score(inputs)
	if (locale === "es") return es_reframing_yes_score(inputs)
	return en_reframing_yes_score(inputs)
});