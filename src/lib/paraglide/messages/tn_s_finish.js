/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_FinishInputs */

const en_tn_s_finish = /** @type {(inputs: Tn_S_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish game`)
};

const de_tn_s_finish = /** @type {(inputs: Tn_S_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel beenden`)
};

const fr_tn_s_finish = /** @type {(inputs: Tn_S_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer la partie`)
};

const es_tn_s_finish = /** @type {(inputs: Tn_S_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar la partida`)
};

/**
* | output |
* | --- |
* | "Finish game" |
*
* @param {Tn_S_FinishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_finish = /** @type {((inputs?: Tn_S_FinishInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_FinishInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_finish(inputs)
	if (locale === "fr") return fr_tn_s_finish(inputs)
	if (locale === "es") return es_tn_s_finish(inputs)
	return en_tn_s_finish(inputs)
});