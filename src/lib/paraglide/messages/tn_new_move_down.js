/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_New_Move_DownInputs */

const en_tn_new_move_down = /** @type {(inputs: Tn_New_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.name} down`)
};

const de_tn_new_move_down = /** @type {(inputs: Tn_New_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nach unten`)
};

const fr_tn_new_move_down = /** @type {(inputs: Tn_New_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descendre ${i?.name}`)
};

const es_tn_new_move_down = /** @type {(inputs: Tn_New_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bajar a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Move {name} down" |
*
* @param {Tn_New_Move_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_move_down = /** @type {((inputs: Tn_New_Move_DownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Move_DownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_move_down(inputs)
	if (locale === "fr") return fr_tn_new_move_down(inputs)
	if (locale === "es") return es_tn_new_move_down(inputs)
	return en_tn_new_move_down(inputs)
});