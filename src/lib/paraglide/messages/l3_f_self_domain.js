/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_Self_DomainInputs */

const en_l3_f_self_domain = /** @type {(inputs: L3_F_Self_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The domain of ${i?.v} mentions ${i?.v} itself.`)
};

const de_l3_f_self_domain = /** @type {(inputs: L3_F_Self_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Grundmenge von ${i?.v} nennt ${i?.v} selbst.`)
};

const fr_l3_f_self_domain = /** @type {(inputs: L3_F_Self_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le domaine de ${i?.v} mentionne ${i?.v} lui-même.`)
};

const es_l3_f_self_domain = /** @type {(inputs: L3_F_Self_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El dominio de ${i?.v} menciona a ${i?.v} mismo.`)
};

/**
* | output |
* | --- |
* | "The domain of {v} mentions {v} itself." |
*
* @param {L3_F_Self_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_self_domain = /** @type {((inputs: L3_F_Self_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Self_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_self_domain(inputs)
	if (locale === "fr") return fr_l3_f_self_domain(inputs)
	if (locale === "es") return es_l3_f_self_domain(inputs)
	return en_l3_f_self_domain(inputs)
});