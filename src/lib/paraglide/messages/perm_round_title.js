/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Perm_Round_TitleInputs */

const en_perm_round_title = /** @type {(inputs: Perm_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}`)
};

const de_perm_round_title = /** @type {(inputs: Perm_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}`)
};

const fr_perm_round_title = /** @type {(inputs: Perm_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round}`)
};

const es_perm_round_title = /** @type {(inputs: Perm_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Round {round}" |
*
* @param {Perm_Round_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_round_title = /** @type {((inputs: Perm_Round_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Round_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_round_title(inputs)
	if (locale === "fr") return fr_perm_round_title(inputs)
	if (locale === "es") return es_perm_round_title(inputs)
	return en_perm_round_title(inputs)
});