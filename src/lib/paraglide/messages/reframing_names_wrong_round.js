/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_Names_Wrong_RoundInputs */

const en_reframing_names_wrong_round = /** @type {(inputs: Reframing_Names_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Names are handed out in round 7, and this is round ${i?.round}.`)
};

const de_reframing_names_wrong_round = /** @type {(inputs: Reframing_Names_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namen werden in Runde 7 verteilt, und dies ist Runde ${i?.round}.`)
};

const fr_reframing_names_wrong_round = /** @type {(inputs: Reframing_Names_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les noms se distribuent à la manche 7, et nous sommes à la manche ${i?.round}.`)
};

const es_reframing_names_wrong_round = /** @type {(inputs: Reframing_Names_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los nombres se reparten en la ronda 7, y esta es la ronda ${i?.round}.`)
};

/**
* | output |
* | --- |
* | "Names are handed out in round 7, and this is round {round}." |
*
* @param {Reframing_Names_Wrong_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_wrong_round = /** @type {((inputs: Reframing_Names_Wrong_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Wrong_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_wrong_round(inputs)
	if (locale === "fr") return fr_reframing_names_wrong_round(inputs)
	if (locale === "es") return es_reframing_names_wrong_round(inputs)
	return en_reframing_names_wrong_round(inputs)
});