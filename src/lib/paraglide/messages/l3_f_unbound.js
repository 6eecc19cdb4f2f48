/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_UnboundInputs */

const en_l3_f_unbound = /** @type {(inputs: L3_F_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The variable ${i?.v} is not bound to any set.`)
};

const de_l3_f_unbound = /** @type {(inputs: L3_F_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Variable ${i?.v} ist an keine Menge gebunden.`)
};

const fr_l3_f_unbound = /** @type {(inputs: L3_F_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} n’est liée à aucun ensemble.`)
};

const es_l3_f_unbound = /** @type {(inputs: L3_F_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} no está ligada a ningún conjunto.`)
};

/**
* | output |
* | --- |
* | "The variable {v} is not bound to any set." |
*
* @param {L3_F_UnboundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_unbound = /** @type {((inputs: L3_F_UnboundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_UnboundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_unbound(inputs)
	if (locale === "fr") return fr_l3_f_unbound(inputs)
	if (locale === "es") return es_l3_f_unbound(inputs)
	return en_l3_f_unbound(inputs)
});