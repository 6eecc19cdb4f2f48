/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_RussellInputs */

const en_l3_f_russell = /** @type {(inputs: L3_F_RussellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asking whether ${i?.v} is a member of itself, with no domain, is Russell’s paradox.`)
};

const de_l3_f_russell = /** @type {(inputs: L3_F_RussellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ohne Grundmenge zu fragen, ob ${i?.v} Element von sich selbst ist, ist Russells Paradoxon.`)
};

const fr_l3_f_russell = /** @type {(inputs: L3_F_RussellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demander si ${i?.v} appartient à lui-même, sans domaine, c’est le paradoxe de Russell.`)
};

const es_l3_f_russell = /** @type {(inputs: L3_F_RussellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preguntar si ${i?.v} es elemento de sí mismo, sin dominio, es la paradoja de Russell.`)
};

/**
* | output |
* | --- |
* | "Asking whether {v} is a member of itself, with no domain, is Russell’s paradox." |
*
* @param {L3_F_RussellInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_russell = /** @type {((inputs: L3_F_RussellInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_RussellInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_russell(inputs)
	if (locale === "fr") return fr_l3_f_russell(inputs)
	if (locale === "es") return es_l3_f_russell(inputs)
	return en_l3_f_russell(inputs)
});