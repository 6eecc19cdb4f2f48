/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Last_CardInputs */

const en_perm_last_card = /** @type {(inputs: Perm_Last_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last card goes to the last drafter by itself.`)
};

const de_perm_last_card = /** @type {(inputs: Perm_Last_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die letzte Karte geht von selbst an den Letzten.`)
};

const fr_perm_last_card = /** @type {(inputs: Perm_Last_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dernière carte va d’elle-même au dernier à prendre.`)
};

const es_perm_last_card = /** @type {(inputs: Perm_Last_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La última carta va sola al último en elegir.`)
};

/**
* | output |
* | --- |
* | "The last card goes to the last drafter by itself." |
*
* @param {Perm_Last_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_last_card = /** @type {((inputs?: Perm_Last_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Last_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_last_card(inputs)
	if (locale === "fr") return fr_perm_last_card(inputs)
	if (locale === "es") return es_perm_last_card(inputs)
	return en_perm_last_card(inputs)
});