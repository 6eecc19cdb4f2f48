/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, whole: NonNullable<unknown>, v: NonNullable<unknown>, k: NonNullable<unknown> }} Sub_Power_ImageInputs */

const en_sub_power_image = /** @type {(inputs: Sub_Power_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each element of A is S's rule at n = ${i?.at}, ${i?.whole} for every ${i?.v} from ${i?.k} up.`)
};

const de_sub_power_image = /** @type {(inputs: Sub_Power_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jedes Element von A ist die Regel von S an n = ${i?.at}, ${i?.whole} für jedes ${i?.v} ab ${i?.k}.`)
};

const fr_sub_power_image = /** @type {(inputs: Sub_Power_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chaque élément de A est la règle de S en n = ${i?.at}, ${i?.whole} pour tout ${i?.v} à partir de ${i?.k}.`)
};

const es_sub_power_image = /** @type {(inputs: Sub_Power_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada elemento de A es la regla de S en n = ${i?.at}, ${i?.whole} para todo ${i?.v} a partir de ${i?.k}.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each element of A is S's rule at n = {at}, {whole} for every {v} from {k} up." |
*
* @param {Sub_Power_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_image = /** @type {((inputs: Sub_Power_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_ImageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_image(inputs)
	if (locale === "fr") return fr_sub_power_image(inputs)
	if (locale === "es") return es_sub_power_image(inputs)
	return en_sub_power_image(inputs)
});