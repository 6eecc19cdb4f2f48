/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, choosers: NonNullable<unknown> }} Tr_N_WarningInputs */

const en_tr_n_warning = /** @type {(inputs: Tr_N_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n = ${i?.n} is not a multiple of ${i?.choosers} (the players other than the permutator), so some players will choose more terms of a′ than others.`)
};

const de_tr_n_warning = /** @type {(inputs: Tr_N_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n = ${i?.n} ist kein Vielfaches von ${i?.choosers} (die Spieler außer dem Permutierer), also wählen manche Spieler mehr Glieder von a′ als andere.`)
};

const fr_tr_n_warning = /** @type {(inputs: Tr_N_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n = ${i?.n} n’est pas un multiple de ${i?.choosers} (les joueurs autres que le permutateur) : certains joueurs choisiront plus de termes de a′ que d’autres.`)
};

const es_tr_n_warning = /** @type {(inputs: Tr_N_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n = ${i?.n} no es múltiplo de ${i?.choosers} (los jugadores que no son el permutador), así que algunos elegirán más términos de a′ que otros.`)
};

/**
* | output |
* | --- |
* | "n = {n} is not a multiple of {choosers} (the players other than the permutator), so some players will choose more terms of a′ than others." |
*
* @param {Tr_N_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_n_warning = /** @type {((inputs: Tr_N_WarningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_N_WarningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_n_warning(inputs)
	if (locale === "fr") return fr_tr_n_warning(inputs)
	if (locale === "es") return es_tr_n_warning(inputs)
	return en_tr_n_warning(inputs)
});