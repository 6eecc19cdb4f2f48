/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Enter_RoundInputs */

const en_perm_enter_round = /** @type {(inputs: Perm_Enter_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter this round`)
};

const de_perm_enter_round = /** @type {(inputs: Perm_Enter_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Runde eintragen`)
};

const fr_perm_enter_round = /** @type {(inputs: Perm_Enter_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisir cette manche`)
};

const es_perm_enter_round = /** @type {(inputs: Perm_Enter_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotar esta ronda`)
};

/**
* | output |
* | --- |
* | "Enter this round" |
*
* @param {Perm_Enter_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_enter_round = /** @type {((inputs?: Perm_Enter_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Enter_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_enter_round(inputs)
	if (locale === "fr") return fr_perm_enter_round(inputs)
	if (locale === "es") return es_perm_enter_round(inputs)
	return en_perm_enter_round(inputs)
});