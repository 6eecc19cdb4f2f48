/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ auction: NonNullable<unknown> }} Perm_Handoff_PurposeInputs */

const en_perm_handoff_purpose = /** @type {(inputs: Perm_Handoff_PurposeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose your bid for auction ${i?.auction} in secret.`)
};

const de_perm_handoff_purpose = /** @type {(inputs: Perm_Handoff_PurposeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle geheim dein Gebot für Versteigerung ${i?.auction}.`)
};

const fr_perm_handoff_purpose = /** @type {(inputs: Perm_Handoff_PurposeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis en secret ta mise pour l’enchère ${i?.auction}.`)
};

const es_perm_handoff_purpose = /** @type {(inputs: Perm_Handoff_PurposeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige en secreto tu puja para la subasta ${i?.auction}.`)
};

/**
* | output |
* | --- |
* | "Choose your bid for auction {auction} in secret." |
*
* @param {Perm_Handoff_PurposeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_handoff_purpose = /** @type {((inputs: Perm_Handoff_PurposeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Handoff_PurposeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_handoff_purpose(inputs)
	if (locale === "fr") return fr_perm_handoff_purpose(inputs)
	if (locale === "es") return es_perm_handoff_purpose(inputs)
	return en_perm_handoff_purpose(inputs)
});