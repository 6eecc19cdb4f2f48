/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Not_FoundInputs */

const en_tn_s_not_found = /** @type {(inputs: Tn_S_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game not found`)
};

const de_tn_s_not_found = /** @type {(inputs: Tn_S_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel nicht gefunden`)
};

const fr_tn_s_not_found = /** @type {(inputs: Tn_S_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie introuvable`)
};

const es_tn_s_not_found = /** @type {(inputs: Tn_S_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida no encontrada`)
};

/**
* | output |
* | --- |
* | "Game not found" |
*
* @param {Tn_S_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_not_found = /** @type {((inputs?: Tn_S_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_not_found(inputs)
	if (locale === "fr") return fr_tn_s_not_found(inputs)
	if (locale === "es") return es_tn_s_not_found(inputs)
	return en_tn_s_not_found(inputs)
});