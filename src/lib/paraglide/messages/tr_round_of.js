/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, rounds: NonNullable<unknown> }} Tr_Round_OfInputs */

const en_tr_round_of = /** @type {(inputs: Tr_Round_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} of ${i?.rounds}`)
};

const de_tr_round_of = /** @type {(inputs: Tr_Round_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} von ${i?.rounds}`)
};

const fr_tr_round_of = /** @type {(inputs: Tr_Round_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} sur ${i?.rounds}`)
};

const es_tr_round_of = /** @type {(inputs: Tr_Round_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} de ${i?.rounds}`)
};

/**
* | output |
* | --- |
* | "Round {round} of {rounds}" |
*
* @param {Tr_Round_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_round_of = /** @type {((inputs: Tr_Round_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Round_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_round_of(inputs)
	if (locale === "fr") return fr_tr_round_of(inputs)
	if (locale === "es") return es_tr_round_of(inputs)
	return en_tr_round_of(inputs)
});