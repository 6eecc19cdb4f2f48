/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Hi_Perm_RoundInputs */

const en_hi_perm_round = /** @type {(inputs: Hi_Perm_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round as counts: ${i?.list}`)
};

const de_hi_perm_round = /** @type {(inputs: Hi_Perm_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde als Anzahlen: ${i?.list}`)
};

const fr_hi_perm_round = /** @type {(inputs: Hi_Perm_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche en nombres : ${i?.list}`)
};

const es_hi_perm_round = /** @type {(inputs: Hi_Perm_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda por recuentos: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Round as counts: {list}" |
*
* @param {Hi_Perm_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_round = /** @type {((inputs: Hi_Perm_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_round(inputs)
	if (locale === "fr") return fr_hi_perm_round(inputs)
	if (locale === "es") return es_hi_perm_round(inputs)
	return en_hi_perm_round(inputs)
});