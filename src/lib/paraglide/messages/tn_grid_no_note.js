/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_No_NoteInputs */

const en_tn_grid_no_note = /** @type {(inputs: Tn_Grid_No_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_tn_grid_no_note = /** @type {(inputs: Tn_Grid_No_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_tn_grid_no_note = /** @type {(inputs: Tn_Grid_No_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune`)
};

const es_tn_grid_no_note = /** @type {(inputs: Tn_Grid_No_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Tn_Grid_No_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_no_note = /** @type {((inputs?: Tn_Grid_No_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_No_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_no_note(inputs)
	if (locale === "fr") return fr_tn_grid_no_note(inputs)
	if (locale === "es") return es_tn_grid_no_note(inputs)
	return en_tn_grid_no_note(inputs)
});