/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_Domain_DependsInputs */

const en_l3_f_domain_depends = /** @type {(inputs: L3_F_Domain_DependsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A domain that depends on the variable ${i?.v} is not supported yet.`)
};

const de_l3_f_domain_depends = /** @type {(inputs: L3_F_Domain_DependsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Grundmenge, die von der Variablen ${i?.v} abhängt, wird noch nicht unterstützt.`)
};

const fr_l3_f_domain_depends = /** @type {(inputs: L3_F_Domain_DependsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un domaine qui dépend de la variable ${i?.v} n’est pas encore pris en charge.`)
};

const es_l3_f_domain_depends = /** @type {(inputs: L3_F_Domain_DependsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un dominio que depende de la variable ${i?.v} todavía no se admite.`)
};

/**
* | output |
* | --- |
* | "A domain that depends on the variable {v} is not supported yet." |
*
* @param {L3_F_Domain_DependsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_domain_depends = /** @type {((inputs: L3_F_Domain_DependsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Domain_DependsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_domain_depends(inputs)
	if (locale === "fr") return fr_l3_f_domain_depends(inputs)
	if (locale === "es") return es_l3_f_domain_depends(inputs)
	return en_l3_f_domain_depends(inputs)
});