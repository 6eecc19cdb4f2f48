/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Perm_Round_Note_CountsInputs */

const en_perm_round_note_counts = /** @type {(inputs: Perm_Round_Note_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, from counts.`)
};

const de_perm_round_note_counts = /** @type {(inputs: Perm_Round_Note_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, aus Farbanzahlen.`)
};

const fr_perm_round_note_counts = /** @type {(inputs: Perm_Round_Note_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, d’après les comptes.`)
};

const es_perm_round_note_counts = /** @type {(inputs: Perm_Round_Note_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, por recuentos.`)
};

/**
* | output |
* | --- |
* | "Maxcount {list}, from counts." |
*
* @param {Perm_Round_Note_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_round_note_counts = /** @type {((inputs: Perm_Round_Note_CountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Round_Note_CountsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_round_note_counts(inputs)
	if (locale === "fr") return fr_perm_round_note_counts(inputs)
	if (locale === "es") return es_perm_round_note_counts(inputs)
	return en_perm_round_note_counts(inputs)
});