/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, name: NonNullable<unknown>, value: NonNullable<unknown> }} Tn_H_CorrectInputs */

const en_tn_h_correct = /** @type {(inputs: Tn_H_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}: ${i?.name} corrected to ${i?.value}`)
};

const de_tn_h_correct = /** @type {(inputs: Tn_H_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}: ${i?.name} korrigiert auf ${i?.value}`)
};

const fr_tn_h_correct = /** @type {(inputs: Tn_H_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} : score de ${i?.name} corrigé à ${i?.value}`)
};

const es_tn_h_correct = /** @type {(inputs: Tn_H_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}: puntuación de ${i?.name} corregida a ${i?.value}`)
};

/**
* | output |
* | --- |
* | "Round {round}: {name} corrected to {value}" |
*
* @param {Tn_H_CorrectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_correct = /** @type {((inputs: Tn_H_CorrectInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_CorrectInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_correct(inputs)
	if (locale === "fr") return fr_tn_h_correct(inputs)
	if (locale === "es") return es_tn_h_correct(inputs)
	return en_tn_h_correct(inputs)
});