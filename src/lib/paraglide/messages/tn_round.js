/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_RoundInputs */

const en_tn_round = /** @type {(inputs: Tn_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}`)
};

const de_tn_round = /** @type {(inputs: Tn_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}`)
};

const fr_tn_round = /** @type {(inputs: Tn_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round}`)
};

const es_tn_round = /** @type {(inputs: Tn_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Round {round}" |
*
* @param {Tn_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_round = /** @type {((inputs: Tn_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_round(inputs)
	if (locale === "fr") return fr_tn_round(inputs)
	if (locale === "es") return es_tn_round(inputs)
	return en_tn_round(inputs)
});