/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Tn_Np_Correct_TitleInputs */

const en_tn_np_correct_title = /** @type {(inputs: Tn_Np_Correct_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct ${i?.name}'s score in round ${i?.round}`)
};

const de_tn_np_correct_title = /** @type {(inputs: Tn_Np_Correct_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte von ${i?.name} in Runde ${i?.round} korrigieren`)
};

const fr_tn_np_correct_title = /** @type {(inputs: Tn_Np_Correct_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corriger le score de ${i?.name} à la manche ${i?.round}`)
};

const es_tn_np_correct_title = /** @type {(inputs: Tn_Np_Correct_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corregir la puntuación de ${i?.name} en la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Correct {name}'s score in round {round}" |
*
* @param {Tn_Np_Correct_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_correct_title = /** @type {((inputs: Tn_Np_Correct_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Correct_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_correct_title(inputs)
	if (locale === "fr") return fr_tn_np_correct_title(inputs)
	if (locale === "es") return es_tn_np_correct_title(inputs)
	return en_tn_np_correct_title(inputs)
});