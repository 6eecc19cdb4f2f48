/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, name: NonNullable<unknown> }} Tn_Np_Tally_AddInputs */

const en_tn_np_tally_add = /** @type {(inputs: Tn_Np_Tally_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.step} to ${i?.name}'s score`)
};

const de_tn_np_tally_add = /** @type {(inputs: Tn_Np_Tally_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} zu den Punkten von ${i?.name} addieren`)
};

const fr_tn_np_tally_add = /** @type {(inputs: Tn_Np_Tally_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter ${i?.step} au score de ${i?.name}`)
};

const es_tn_np_tally_add = /** @type {(inputs: Tn_Np_Tally_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sumar ${i?.step} a la puntuación de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Add {step} to {name}'s score" |
*
* @param {Tn_Np_Tally_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_tally_add = /** @type {((inputs: Tn_Np_Tally_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Tally_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_tally_add(inputs)
	if (locale === "fr") return fr_tn_np_tally_add(inputs)
	if (locale === "es") return es_tn_np_tally_add(inputs)
	return en_tn_np_tally_add(inputs)
});