/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_New_Move_UpInputs */

const en_tn_new_move_up = /** @type {(inputs: Tn_New_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.name} up`)
};

const de_tn_new_move_up = /** @type {(inputs: Tn_New_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nach oben`)
};

const fr_tn_new_move_up = /** @type {(inputs: Tn_New_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monter ${i?.name}`)
};

const es_tn_new_move_up = /** @type {(inputs: Tn_New_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subir a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Move {name} up" |
*
* @param {Tn_New_Move_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_move_up = /** @type {((inputs: Tn_New_Move_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Move_UpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_move_up(inputs)
	if (locale === "fr") return fr_tn_new_move_up(inputs)
	if (locale === "es") return es_tn_new_move_up(inputs)
	return en_tn_new_move_up(inputs)
});