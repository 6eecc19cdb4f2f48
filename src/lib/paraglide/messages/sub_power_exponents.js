/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ g: NonNullable<unknown> }} Sub_Power_ExponentsInputs */

const en_sub_power_exponents = /** @type {(inputs: Sub_Power_ExponentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: all the bases are powers of ${i?.g}, and each exponent of ${i?.g} in A is one S allows.`)
};

const de_sub_power_exponents = /** @type {(inputs: Sub_Power_ExponentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Alle Basen sind Potenzen von ${i?.g}, und jeder Exponent von ${i?.g} in A ist einer, den S zulässt.`)
};

const fr_sub_power_exponents = /** @type {(inputs: Sub_Power_ExponentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : toutes les bases sont des puissances de ${i?.g}, et chaque exposant de ${i?.g} dans A est admis par S.`)
};

const es_sub_power_exponents = /** @type {(inputs: Sub_Power_ExponentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: todas las bases son potencias de ${i?.g}, y cada exponente de ${i?.g} en A es uno que S admite.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: all the bases are powers of {g}, and each exponent of {g} in A is one S allows." |
*
* @param {Sub_Power_ExponentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_exponents = /** @type {((inputs: Sub_Power_ExponentsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_ExponentsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_exponents(inputs)
	if (locale === "fr") return fr_sub_power_exponents(inputs)
	if (locale === "es") return es_sub_power_exponents(inputs)
	return en_sub_power_exponents(inputs)
});