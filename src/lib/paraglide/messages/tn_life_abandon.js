/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Life_AbandonInputs */

const en_tn_life_abandon = /** @type {(inputs: Tn_Life_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game abandoned`)
};

const de_tn_life_abandon = /** @type {(inputs: Tn_Life_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel abgebrochen`)
};

const fr_tn_life_abandon = /** @type {(inputs: Tn_Life_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie abandonnée`)
};

const es_tn_life_abandon = /** @type {(inputs: Tn_Life_AbandonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida abandonada`)
};

/**
* | output |
* | --- |
* | "Game abandoned" |
*
* @param {Tn_Life_AbandonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_life_abandon = /** @type {((inputs?: Tn_Life_AbandonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Life_AbandonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_life_abandon(inputs)
	if (locale === "fr") return fr_tn_life_abandon(inputs)
	if (locale === "es") return es_tn_life_abandon(inputs)
	return en_tn_life_abandon(inputs)
});