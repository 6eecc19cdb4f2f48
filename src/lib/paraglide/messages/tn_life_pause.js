/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Life_PauseInputs */

const en_tn_life_pause = /** @type {(inputs: Tn_Life_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clock paused`)
};

const de_tn_life_pause = /** @type {(inputs: Tn_Life_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhr angehalten`)
};

const fr_tn_life_pause = /** @type {(inputs: Tn_Life_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chrono en pause`)
};

const es_tn_life_pause = /** @type {(inputs: Tn_Life_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reloj en pausa`)
};

/**
* | output |
* | --- |
* | "Clock paused" |
*
* @param {Tn_Life_PauseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_life_pause = /** @type {((inputs?: Tn_Life_PauseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Life_PauseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_life_pause(inputs)
	if (locale === "fr") return fr_tn_life_pause(inputs)
	if (locale === "es") return es_tn_life_pause(inputs)
	return en_tn_life_pause(inputs)
});