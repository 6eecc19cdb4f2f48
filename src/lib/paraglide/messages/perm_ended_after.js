/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Perm_Ended_AfterInputs */

const en_perm_ended_after = /** @type {(inputs: Perm_Ended_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game ended after round ${i?.round}, when a total reached 100.`)
};

const de_perm_ended_after = /** @type {(inputs: Perm_Ended_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Spiel endete nach Runde ${i?.round}, als eine Summe 100 erreichte.`)
};

const fr_perm_ended_after = /** @type {(inputs: Perm_Ended_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partie s’est terminée après la manche ${i?.round}, quand un total a atteint 100.`)
};

const es_perm_ended_after = /** @type {(inputs: Perm_Ended_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partida terminó tras la ronda ${i?.round}, cuando un total llegó a 100.`)
};

/**
* | output |
* | --- |
* | "The game ended after round {round}, when a total reached 100." |
*
* @param {Perm_Ended_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_ended_after = /** @type {((inputs: Perm_Ended_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Ended_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_ended_after(inputs)
	if (locale === "fr") return fr_perm_ended_after(inputs)
	if (locale === "es") return es_perm_ended_after(inputs)
	return en_perm_ended_after(inputs)
});