/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tr_Start_RoundInputs */

const en_tr_start_round = /** @type {(inputs: Tr_Start_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start round ${i?.round}`)
};

const de_tr_start_round = /** @type {(inputs: Tr_Start_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} beginnen`)
};

const fr_tr_start_round = /** @type {(inputs: Tr_Start_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commencer la manche ${i?.round}`)
};

const es_tr_start_round = /** @type {(inputs: Tr_Start_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezar la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Start round {round}" |
*
* @param {Tr_Start_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_start_round = /** @type {((inputs: Tr_Start_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Start_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_start_round(inputs)
	if (locale === "fr") return fr_tr_start_round(inputs)
	if (locale === "es") return es_tr_start_round(inputs)
	return en_tr_start_round(inputs)
});