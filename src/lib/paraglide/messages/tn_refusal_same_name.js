/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Refusal_Same_NameInputs */

const en_tn_refusal_same_name = /** @type {(inputs: Tn_Refusal_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} already has that name: nothing to change.`)
};

const de_tn_refusal_same_name = /** @type {(inputs: Tn_Refusal_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} heißt schon so: nichts zu ändern.`)
};

const fr_tn_refusal_same_name = /** @type {(inputs: Tn_Refusal_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} porte déjà ce nom : rien à changer.`)
};

const es_tn_refusal_same_name = /** @type {(inputs: Tn_Refusal_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya tiene ese nombre: nada que cambiar.`)
};

/**
* | output |
* | --- |
* | "{name} already has that name: nothing to change." |
*
* @param {Tn_Refusal_Same_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_same_name = /** @type {((inputs: Tn_Refusal_Same_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Same_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_same_name(inputs)
	if (locale === "fr") return fr_tn_refusal_same_name(inputs)
	if (locale === "es") return es_tn_refusal_same_name(inputs)
	return en_tn_refusal_same_name(inputs)
});