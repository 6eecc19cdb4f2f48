/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_Score_RoundInputs */

const en_reframing_score_round = /** @type {(inputs: Reframing_Score_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score round ${i?.round}`)
};

const de_reframing_score_round = /** @type {(inputs: Reframing_Score_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} werten`)
};

const fr_reframing_score_round = /** @type {(inputs: Reframing_Score_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compter la manche ${i?.round}`)
};

const es_reframing_score_round = /** @type {(inputs: Reframing_Score_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuar la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Score round {round}" |
*
* @param {Reframing_Score_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_score_round = /** @type {((inputs: Reframing_Score_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Score_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_score_round(inputs)
	if (locale === "fr") return fr_reframing_score_round(inputs)
	if (locale === "es") return es_reframing_score_round(inputs)
	return en_reframing_score_round(inputs)
});