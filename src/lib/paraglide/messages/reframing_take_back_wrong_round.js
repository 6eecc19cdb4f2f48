/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Reframing_Take_Back_Wrong_RoundInputs */

const en_reframing_take_back_wrong_round = /** @type {(inputs: Reframing_Take_Back_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tried to take cards back in round ${i?.round}: cards can be taken back only in round 6.`)
};

const de_reframing_take_back_wrong_round = /** @type {(inputs: Reframing_Take_Back_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wollte in Runde ${i?.round} Karten zurücknehmen: Karten werden nur in Runde 6 zurückgenommen.`)
};

const fr_reframing_take_back_wrong_round = /** @type {(inputs: Reframing_Take_Back_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a voulu reprendre des cartes à la manche ${i?.round} : on ne reprend des cartes qu’à la manche 6.`)
};

const es_reframing_take_back_wrong_round = /** @type {(inputs: Reframing_Take_Back_Wrong_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha intentado recuperar cartas en la ronda ${i?.round}: solo se recuperan cartas en la ronda 6.`)
};

/**
* | output |
* | --- |
* | "{name} tried to take cards back in round {round}: cards can be taken back only in round 6." |
*
* @param {Reframing_Take_Back_Wrong_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_take_back_wrong_round = /** @type {((inputs: Reframing_Take_Back_Wrong_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Take_Back_Wrong_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_take_back_wrong_round(inputs)
	if (locale === "fr") return fr_reframing_take_back_wrong_round(inputs)
	if (locale === "es") return es_reframing_take_back_wrong_round(inputs)
	return en_reframing_take_back_wrong_round(inputs)
});