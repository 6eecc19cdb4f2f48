/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fm_Bp_MoveInputs */

const en_fm_bp_move = /** @type {(inputs: Fm_Bp_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`move ${i?.n}`)
};

const de_fm_bp_move = /** @type {(inputs: Fm_Bp_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zug ${i?.n}`)
};

const fr_fm_bp_move = /** @type {(inputs: Fm_Bp_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`coup ${i?.n}`)
};

const es_fm_bp_move = /** @type {(inputs: Fm_Bp_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jugada ${i?.n}`)
};

/**
* | output |
* | --- |
* | "move {n}" |
*
* @param {Fm_Bp_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_move = /** @type {((inputs: Fm_Bp_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_MoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_move(inputs)
	if (locale === "fr") return fr_fm_bp_move(inputs)
	if (locale === "es") return es_fm_bp_move(inputs)
	return en_fm_bp_move(inputs)
});