/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ b: NonNullable<unknown>, t: NonNullable<unknown>, d: NonNullable<unknown>, at: NonNullable<unknown>, whole: NonNullable<unknown>, v: NonNullable<unknown>, k: NonNullable<unknown> }} Sub_Power_Image_RootInputs */

const en_sub_power_image_root = /** @type {(inputs: Sub_Power_Image_RootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: ${i?.b} is ${i?.t} to the power ${i?.d}, so each element of A is S's rule at n = ${i?.at}, ${i?.whole} for every ${i?.v} from ${i?.k} up.`)
};

const de_sub_power_image_root = /** @type {(inputs: Sub_Power_Image_RootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: ${i?.b} ist ${i?.t} hoch ${i?.d}, also ist jedes Element von A die Regel von S an n = ${i?.at}, ${i?.whole} für jedes ${i?.v} ab ${i?.k}.`)
};

const fr_sub_power_image_root = /** @type {(inputs: Sub_Power_Image_RootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : ${i?.b} est ${i?.t} puissance ${i?.d}, donc chaque élément de A est la règle de S en n = ${i?.at}, ${i?.whole} pour tout ${i?.v} à partir de ${i?.k}.`)
};

const es_sub_power_image_root = /** @type {(inputs: Sub_Power_Image_RootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: ${i?.b} es ${i?.t} elevado a ${i?.d}, así que cada elemento de A es la regla de S en n = ${i?.at}, ${i?.whole} para todo ${i?.v} a partir de ${i?.k}.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: {b} is {t} to the power {d}, so each element of A is S's rule at n = {at}, {whole} for every {v} from {k} up." |
*
* @param {Sub_Power_Image_RootInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_image_root = /** @type {((inputs: Sub_Power_Image_RootInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_Image_RootInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_image_root(inputs)
	if (locale === "fr") return fr_sub_power_image_root(inputs)
	if (locale === "es") return es_sub_power_image_root(inputs)
	return en_sub_power_image_root(inputs)
});