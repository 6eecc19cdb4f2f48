/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_OpeningInputs */

const en_tn_s_opening = /** @type {(inputs: Tn_S_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the game…`)
};

const de_tn_s_opening = /** @type {(inputs: Tn_S_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wird geöffnet…`)
};

const fr_tn_s_opening = /** @type {(inputs: Tn_S_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de la partie…`)
};

const es_tn_s_opening = /** @type {(inputs: Tn_S_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo la partida…`)
};

/**
* | output |
* | --- |
* | "Opening the game…" |
*
* @param {Tn_S_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_opening = /** @type {((inputs?: Tn_S_OpeningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_OpeningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_opening(inputs)
	if (locale === "fr") return fr_tn_s_opening(inputs)
	if (locale === "es") return es_tn_s_opening(inputs)
	return en_tn_s_opening(inputs)
});