/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Life_ReopenInputs */

const en_tn_life_reopen = /** @type {(inputs: Tn_Life_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game reopened`)
};

const de_tn_life_reopen = /** @type {(inputs: Tn_Life_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wieder geöffnet`)
};

const fr_tn_life_reopen = /** @type {(inputs: Tn_Life_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie rouverte`)
};

const es_tn_life_reopen = /** @type {(inputs: Tn_Life_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida reabierta`)
};

/**
* | output |
* | --- |
* | "Game reopened" |
*
* @param {Tn_Life_ReopenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_life_reopen = /** @type {((inputs?: Tn_Life_ReopenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Life_ReopenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_life_reopen(inputs)
	if (locale === "fr") return fr_tn_life_reopen(inputs)
	if (locale === "es") return es_tn_life_reopen(inputs)
	return en_tn_life_reopen(inputs)
});