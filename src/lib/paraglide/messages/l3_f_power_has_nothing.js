/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_Has_NothingInputs */

const en_l3_f_power_has_nothing = /** @type {(inputs: L3_F_Power_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This power has nothing to raise.`)
};

const de_l3_f_power_has_nothing = /** @type {(inputs: L3_F_Power_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Potenz hat nichts, das sie potenzieren könnte.`)
};

const fr_l3_f_power_has_nothing = /** @type {(inputs: L3_F_Power_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette puissance n’a rien à élever.`)
};

const es_l3_f_power_has_nothing = /** @type {(inputs: L3_F_Power_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta potencia no tiene nada que elevar.`)
};

/**
* | output |
* | --- |
* | "This power has nothing to raise." |
*
* @param {L3_F_Power_Has_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_has_nothing = /** @type {((inputs?: L3_F_Power_Has_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_Has_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_has_nothing(inputs)
	if (locale === "fr") return fr_l3_f_power_has_nothing(inputs)
	if (locale === "es") return es_l3_f_power_has_nothing(inputs)
	return en_l3_f_power_has_nothing(inputs)
});