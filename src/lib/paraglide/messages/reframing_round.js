/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_RoundInputs */

const en_reframing_round = /** @type {(inputs: Reframing_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}`)
};

const de_reframing_round = /** @type {(inputs: Reframing_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}`)
};

const fr_reframing_round = /** @type {(inputs: Reframing_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round}`)
};

const es_reframing_round = /** @type {(inputs: Reframing_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Round {round}" |
*
* @param {Reframing_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round = /** @type {((inputs: Reframing_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round(inputs)
	if (locale === "fr") return fr_reframing_round(inputs)
	if (locale === "es") return es_reframing_round(inputs)
	return en_reframing_round(inputs)
});