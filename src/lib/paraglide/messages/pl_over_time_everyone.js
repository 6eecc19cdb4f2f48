/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_Time_EveryoneInputs */

const en_pl_over_time_everyone = /** @type {(inputs: Pl_Over_Time_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

const de_pl_over_time_everyone = /** @type {(inputs: Pl_Over_Time_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const fr_pl_over_time_everyone = /** @type {(inputs: Pl_Over_Time_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

const es_pl_over_time_everyone = /** @type {(inputs: Pl_Over_Time_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Pl_Over_Time_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time_everyone = /** @type {((inputs?: Pl_Over_Time_EveryoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_Time_EveryoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time_everyone(inputs)
	if (locale === "fr") return fr_pl_over_time_everyone(inputs)
	if (locale === "es") return es_pl_over_time_everyone(inputs)
	return en_pl_over_time_everyone(inputs)
});