/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: NonNullable<unknown> }} Tn_Np_Ends_At_TargetInputs */

const en_tn_np_ends_at_target = /** @type {(inputs: Tn_Np_Ends_At_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the game ends when a total reaches ${i?.target}`)
};

const de_tn_np_ends_at_target = /** @type {(inputs: Tn_Np_Ends_At_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`das Spiel endet, wenn eine Summe ${i?.target} erreicht`)
};

const fr_tn_np_ends_at_target = /** @type {(inputs: Tn_Np_Ends_At_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la partie s’arrête quand un total atteint ${i?.target}`)
};

const es_tn_np_ends_at_target = /** @type {(inputs: Tn_Np_Ends_At_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la partida termina cuando un total llega a ${i?.target}`)
};

/**
* | output |
* | --- |
* | "the game ends when a total reaches {target}" |
*
* @param {Tn_Np_Ends_At_TargetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_ends_at_target = /** @type {((inputs: Tn_Np_Ends_At_TargetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Ends_At_TargetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_ends_at_target(inputs)
	if (locale === "fr") return fr_tn_np_ends_at_target(inputs)
	if (locale === "es") return es_tn_np_ends_at_target(inputs)
	return en_tn_np_ends_at_target(inputs)
});