/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_Grid_Note_OfInputs */

const en_tn_grid_note_of = /** @type {(inputs: Tn_Grid_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} note:`)
};

const de_tn_grid_note_of = /** @type {(inputs: Tn_Grid_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notiz zu Runde ${i?.round}:`)
};

const fr_tn_grid_note_of = /** @type {(inputs: Tn_Grid_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de la manche ${i?.round} :`)
};

const es_tn_grid_note_of = /** @type {(inputs: Tn_Grid_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de la ronda ${i?.round}:`)
};

/**
* | output |
* | --- |
* | "Round {round} note:" |
*
* @param {Tn_Grid_Note_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_note_of = /** @type {((inputs: Tn_Grid_Note_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Note_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_note_of(inputs)
	if (locale === "fr") return fr_tn_grid_note_of(inputs)
	if (locale === "es") return es_tn_grid_note_of(inputs)
	return en_tn_grid_note_of(inputs)
});