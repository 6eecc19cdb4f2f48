/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Wanted_Paren_After_PowerInputs */

const en_l3_wanted_paren_after_power = /** @type {(inputs: L3_Wanted_Paren_After_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"(" after the power-set sign`)
};

const de_l3_wanted_paren_after_power = /** @type {(inputs: L3_Wanted_Paren_After_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`„(“ nach dem Zeichen für die Potenzmenge`)
};

const fr_l3_wanted_paren_after_power = /** @type {(inputs: L3_Wanted_Paren_After_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« ( » après le signe de l’ensemble des parties`)
};

const es_l3_wanted_paren_after_power = /** @type {(inputs: L3_Wanted_Paren_After_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«(» tras el signo de conjunto potencia`)
};

/**
* | output |
* | --- |
* | "\"(\" after the power-set sign" |
*
* @param {L3_Wanted_Paren_After_PowerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_paren_after_power = /** @type {((inputs?: L3_Wanted_Paren_After_PowerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_Paren_After_PowerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_paren_after_power(inputs)
	if (locale === "fr") return fr_l3_wanted_paren_after_power(inputs)
	if (locale === "es") return es_l3_wanted_paren_after_power(inputs)
	return en_l3_wanted_paren_after_power(inputs)
});