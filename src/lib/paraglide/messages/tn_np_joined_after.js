/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, start: NonNullable<unknown> }} Tn_Np_Joined_AfterInputs */

const en_tn_np_joined_after = /** @type {(inputs: Tn_Np_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`joined after round ${i?.round}, starting with ${i?.start}`)
};

const de_tn_np_joined_after = /** @type {(inputs: Tn_Np_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kam nach Runde ${i?.round} dazu, Startwert ${i?.start}`)
};

const fr_tn_np_joined_after = /** @type {(inputs: Tn_Np_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a rejoint la table après la manche ${i?.round}, avec ${i?.start} au départ`)
};

const es_tn_np_joined_after = /** @type {(inputs: Tn_Np_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se unió tras la ronda ${i?.round}, empezando con ${i?.start}`)
};

/**
* | output |
* | --- |
* | "joined after round {round}, starting with {start}" |
*
* @param {Tn_Np_Joined_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_joined_after = /** @type {((inputs: Tn_Np_Joined_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Joined_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_joined_after(inputs)
	if (locale === "fr") return fr_tn_np_joined_after(inputs)
	if (locale === "es") return es_tn_np_joined_after(inputs)
	return en_tn_np_joined_after(inputs)
});