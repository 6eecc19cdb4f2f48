/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_UndoInputs */

const en_tn_s_undo = /** @type {(inputs: Tn_S_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

const de_tn_s_undo = /** @type {(inputs: Tn_S_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgängig`)
};

const fr_tn_s_undo = /** @type {(inputs: Tn_S_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const es_tn_s_undo = /** @type {(inputs: Tn_S_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Tn_S_UndoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_undo = /** @type {((inputs?: Tn_S_UndoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_UndoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_undo(inputs)
	if (locale === "fr") return fr_tn_s_undo(inputs)
	if (locale === "es") return es_tn_s_undo(inputs)
	return en_tn_s_undo(inputs)
});