/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_H_Note_RemovedInputs */

const en_tn_h_note_removed = /** @type {(inputs: Tn_H_Note_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} note removed`)
};

const de_tn_h_note_removed = /** @type {(inputs: Tn_H_Note_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notiz zu Runde ${i?.round} entfernt`)
};

const fr_tn_h_note_removed = /** @type {(inputs: Tn_H_Note_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de la manche ${i?.round} retirée`)
};

const es_tn_h_note_removed = /** @type {(inputs: Tn_H_Note_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de la ronda ${i?.round} eliminada`)
};

/**
* | output |
* | --- |
* | "Round {round} note removed" |
*
* @param {Tn_H_Note_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_note_removed = /** @type {((inputs: Tn_H_Note_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Note_RemovedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_note_removed(inputs)
	if (locale === "fr") return fr_tn_h_note_removed(inputs)
	if (locale === "es") return es_tn_h_note_removed(inputs)
	return en_tn_h_note_removed(inputs)
});