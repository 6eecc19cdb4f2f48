/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, note: NonNullable<unknown> }} Tn_Grid_Note_CellInputs */

const en_tn_grid_note_cell = /** @type {(inputs: Tn_Grid_Note_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} note: ${i?.note}. Edit it.`)
};

const de_tn_grid_note_cell = /** @type {(inputs: Tn_Grid_Note_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notiz zu Runde ${i?.round}: ${i?.note}. Bearbeiten.`)
};

const fr_tn_grid_note_cell = /** @type {(inputs: Tn_Grid_Note_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de la manche ${i?.round} : ${i?.note}. La modifier.`)
};

const es_tn_grid_note_cell = /** @type {(inputs: Tn_Grid_Note_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de la ronda ${i?.round}: ${i?.note}. Editarla.`)
};

/**
* | output |
* | --- |
* | "Round {round} note: {note}. Edit it." |
*
* @param {Tn_Grid_Note_CellInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_note_cell = /** @type {((inputs: Tn_Grid_Note_CellInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Note_CellInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_note_cell(inputs)
	if (locale === "fr") return fr_tn_grid_note_cell(inputs)
	if (locale === "es") return es_tn_grid_note_cell(inputs)
	return en_tn_grid_note_cell(inputs)
});