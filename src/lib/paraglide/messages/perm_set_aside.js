/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown> }} Perm_Set_AsideInputs */

const en_perm_set_aside = /** @type {(inputs: Perm_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set aside: ${i?.colour}.`)
};

const de_perm_set_aside = /** @type {(inputs: Perm_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weggelegt: ${i?.colour}.`)
};

const fr_perm_set_aside = /** @type {(inputs: Perm_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mise de côté : ${i?.colour}.`)
};

const es_perm_set_aside = /** @type {(inputs: Perm_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apartado: ${i?.colour}.`)
};

/**
* | output |
* | --- |
* | "Set aside: {colour}." |
*
* @param {Perm_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_set_aside = /** @type {((inputs: Perm_Set_AsideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Set_AsideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_set_aside(inputs)
	if (locale === "fr") return fr_perm_set_aside(inputs)
	if (locale === "es") return es_perm_set_aside(inputs)
	return en_perm_set_aside(inputs)
});