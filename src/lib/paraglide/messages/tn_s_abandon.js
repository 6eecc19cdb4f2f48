/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_AbandonInputs */

const en_tn_s_abandon = /** @type {(inputs: Tn_S_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandon game`)
};

const de_tn_s_abandon = /** @type {(inputs: Tn_S_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel abbrechen`)
};

const fr_tn_s_abandon = /** @type {(inputs: Tn_S_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonner la partie`)
};

const es_tn_s_abandon = /** @type {(inputs: Tn_S_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonar la partida`)
};

/**
* | output |
* | --- |
* | "Abandon game" |
*
* @param {Tn_S_AbandonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_abandon = /** @type {((inputs?: Tn_S_AbandonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_AbandonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_abandon(inputs)
	if (locale === "fr") return fr_tn_s_abandon(inputs)
	if (locale === "es") return es_tn_s_abandon(inputs)
	return en_tn_s_abandon(inputs)
});