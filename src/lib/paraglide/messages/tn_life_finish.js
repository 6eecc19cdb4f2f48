/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Life_FinishInputs */

const en_tn_life_finish = /** @type {(inputs: Tn_Life_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game marked as finished`)
};

const de_tn_life_finish = /** @type {(inputs: Tn_Life_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel als beendet markiert`)
};

const fr_tn_life_finish = /** @type {(inputs: Tn_Life_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie marquée comme terminée`)
};

const es_tn_life_finish = /** @type {(inputs: Tn_Life_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida marcada como terminada`)
};

/**
* | output |
* | --- |
* | "Game marked as finished" |
*
* @param {Tn_Life_FinishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_life_finish = /** @type {((inputs?: Tn_Life_FinishInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Life_FinishInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_life_finish(inputs)
	if (locale === "fr") return fr_tn_life_finish(inputs)
	if (locale === "es") return es_tn_life_finish(inputs)
	return en_tn_life_finish(inputs)
});