/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Reframing_Guess_Wrong_RoundInputs */

const en_reframing_guess_wrong_round = /** @type {(inputs: Reframing_Guess_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} made a guess in round ${i?.round}: guesses are made only in round 3.`)
};

const de_reframing_guess_wrong_round = /** @type {(inputs: Reframing_Guess_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in Runde ${i?.round} getippt: Getippt wird nur in Runde 3.`)
};

const fr_reframing_guess_wrong_round = /** @type {(inputs: Reframing_Guess_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a fait un pronostic à la manche ${i?.round} : les pronostics se font seulement à la manche 3.`)
};

const es_reframing_guess_wrong_round = /** @type {(inputs: Reframing_Guess_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha hecho un pronóstico en la ronda ${i?.round}: los pronósticos solo se hacen en la ronda 3.`)
};

/**
* | output |
* | --- |
* | "{name} made a guess in round {round}: guesses are made only in round 3." |
*
* @param {Reframing_Guess_Wrong_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_guess_wrong_round = /** @type {((inputs: Reframing_Guess_Wrong_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Guess_Wrong_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_guess_wrong_round(inputs)
	if (locale === "fr") return fr_reframing_guess_wrong_round(inputs)
	if (locale === "es") return es_reframing_guess_wrong_round(inputs)
	return en_reframing_guess_wrong_round(inputs)
});