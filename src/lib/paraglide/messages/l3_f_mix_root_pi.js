/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Mix_Root_PiInputs */

const en_l3_f_mix_root_pi = /** @type {(inputs: L3_F_Mix_Root_PiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This mix of √, π and e is beyond what the checker computes exactly.`)
};

const de_l3_f_mix_root_pi = /** @type {(inputs: L3_F_Mix_Root_PiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mischung aus √, π und e kann der Prüfer nicht mehr exakt berechnen.`)
};

const fr_l3_f_mix_root_pi = /** @type {(inputs: L3_F_Mix_Root_PiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mélange de √, π et e dépasse ce que le vérificateur calcule exactement.`)
};

const es_l3_f_mix_root_pi = /** @type {(inputs: L3_F_Mix_Root_PiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mezcla de √, π y e va más allá de lo que el comprobador calcula con exactitud.`)
};

/**
* | output |
* | --- |
* | "This mix of √, π and e is beyond what the checker computes exactly." |
*
* @param {L3_F_Mix_Root_PiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_mix_root_pi = /** @type {((inputs?: L3_F_Mix_Root_PiInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Mix_Root_PiInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_mix_root_pi(inputs)
	if (locale === "fr") return fr_l3_f_mix_root_pi(inputs)
	if (locale === "es") return es_l3_f_mix_root_pi(inputs)
	return en_l3_f_mix_root_pi(inputs)
});