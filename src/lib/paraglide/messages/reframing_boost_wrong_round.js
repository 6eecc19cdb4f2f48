/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Reframing_Boost_Wrong_RoundInputs */

const en_reframing_boost_wrong_round = /** @type {(inputs: Reframing_Boost_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tried to boost cards in round ${i?.round}: boosting is allowed only in round 8.`)
};

const de_reframing_boost_wrong_round = /** @type {(inputs: Reframing_Boost_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wollte in Runde ${i?.round} Karten anheben: Anheben ist nur in Runde 8 erlaubt.`)
};

const fr_reframing_boost_wrong_round = /** @type {(inputs: Reframing_Boost_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a voulu monter des cartes à la manche ${i?.round} : on ne monte des cartes qu’à la manche 8.`)
};

const es_reframing_boost_wrong_round = /** @type {(inputs: Reframing_Boost_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha intentado subir cartas en la ronda ${i?.round}: solo se suben cartas en la ronda 8.`)
};

/**
* | output |
* | --- |
* | "{name} tried to boost cards in round {round}: boosting is allowed only in round 8." |
*
* @param {Reframing_Boost_Wrong_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_wrong_round = /** @type {((inputs: Reframing_Boost_Wrong_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_Wrong_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_wrong_round(inputs)
	if (locale === "fr") return fr_reframing_boost_wrong_round(inputs)
	if (locale === "es") return es_reframing_boost_wrong_round(inputs)
	return en_reframing_boost_wrong_round(inputs)
});