/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Nothing_To_UndoInputs */

const en_tb_nothing_to_undo = /** @type {(inputs: Tb_Nothing_To_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was nothing left to undo.`)
};

const de_tb_nothing_to_undo = /** @type {(inputs: Tb_Nothing_To_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gab nichts mehr rückgängig zu machen.`)
};

const fr_tb_nothing_to_undo = /** @type {(inputs: Tb_Nothing_To_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il ne restait rien à annuler.`)
};

const es_tb_nothing_to_undo = /** @type {(inputs: Tb_Nothing_To_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No quedaba nada por deshacer.`)
};

/**
* | output |
* | --- |
* | "There was nothing left to undo." |
*
* @param {Tb_Nothing_To_UndoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_nothing_to_undo = /** @type {((inputs?: Tb_Nothing_To_UndoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Nothing_To_UndoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_nothing_to_undo(inputs)
	if (locale === "fr") return fr_tb_nothing_to_undo(inputs)
	if (locale === "es") return es_tb_nothing_to_undo(inputs)
	return en_tb_nothing_to_undo(inputs)
});