/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Perm_Round_Title_TieInputs */

const en_perm_round_title_tie = /** @type {(inputs: Perm_Round_Title_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} (tie-break)`)
};

const de_perm_round_title_tie = /** @type {(inputs: Perm_Round_Title_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} (Stechen)`)
};

const fr_perm_round_title_tie = /** @type {(inputs: Perm_Round_Title_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} (départage)`)
};

const es_perm_round_title_tie = /** @type {(inputs: Perm_Round_Title_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} (desempate)`)
};

/**
* | output |
* | --- |
* | "Round {round} (tie-break)" |
*
* @param {Perm_Round_Title_TieInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_round_title_tie = /** @type {((inputs: Perm_Round_Title_TieInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Round_Title_TieInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_round_title_tie(inputs)
	if (locale === "fr") return fr_perm_round_title_tie(inputs)
	if (locale === "es") return es_perm_round_title_tie(inputs)
	return en_perm_round_title_tie(inputs)
});