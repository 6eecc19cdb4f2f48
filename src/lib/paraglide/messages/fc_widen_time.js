/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fc_Widen_TimeInputs */

const en_fc_widen_time = /** @type {(inputs: Fc_Widen_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all time`)
};

const de_fc_widen_time = /** @type {(inputs: Fc_Widen_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Zeiten zeigen`)
};

const fr_fc_widen_time = /** @type {(inputs: Fc_Widen_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir depuis toujours`)
};

const es_fc_widen_time = /** @type {(inputs: Fc_Widen_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver desde siempre`)
};

/**
* | output |
* | --- |
* | "Show all time" |
*
* @param {Fc_Widen_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fc_widen_time = /** @type {((inputs?: Fc_Widen_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fc_Widen_TimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fc_widen_time(inputs)
	if (locale === "fr") return fr_fc_widen_time(inputs)
	if (locale === "es") return es_fc_widen_time(inputs)
	return en_fc_widen_time(inputs)
});