/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_Np_Note_TitleInputs */

const en_tn_np_note_title = /** @type {(inputs: Tn_Np_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note on round ${i?.round}`)
};

const de_tn_np_note_title = /** @type {(inputs: Tn_Np_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notiz zu Runde ${i?.round}`)
};

const fr_tn_np_note_title = /** @type {(inputs: Tn_Np_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de la manche ${i?.round}`)
};

const es_tn_np_note_title = /** @type {(inputs: Tn_Np_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Note on round {round}" |
*
* @param {Tn_Np_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_note_title = /** @type {((inputs: Tn_Np_Note_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Note_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_note_title(inputs)
	if (locale === "fr") return fr_tn_np_note_title(inputs)
	if (locale === "es") return es_tn_np_note_title(inputs)
	return en_tn_np_note_title(inputs)
});