/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, name: NonNullable<unknown>, score: NonNullable<unknown> }} Tn_Grid_Score_CellInputs */

const en_tn_grid_score_cell = /** @type {(inputs: Tn_Grid_Score_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}, ${i?.name}: ${i?.score}. Correct it.`)
};

const de_tn_grid_score_cell = /** @type {(inputs: Tn_Grid_Score_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}, ${i?.name}: ${i?.score}. Korrigieren.`)
};

const fr_tn_grid_score_cell = /** @type {(inputs: Tn_Grid_Score_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round}, ${i?.name} : ${i?.score}. Le corriger.`)
};

const es_tn_grid_score_cell = /** @type {(inputs: Tn_Grid_Score_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}, ${i?.name}: ${i?.score}. Corregirla.`)
};

/**
* | output |
* | --- |
* | "Round {round}, {name}: {score}. Correct it." |
*
* @param {Tn_Grid_Score_CellInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_score_cell = /** @type {((inputs: Tn_Grid_Score_CellInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Score_CellInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_score_cell(inputs)
	if (locale === "fr") return fr_tn_grid_score_cell(inputs)
	if (locale === "es") return es_tn_grid_score_cell(inputs)
	return en_tn_grid_score_cell(inputs)
});