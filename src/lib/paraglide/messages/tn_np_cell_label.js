/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Tn_Np_Cell_LabelInputs */

const en_tn_np_cell_label = /** @type {(inputs: Tn_Np_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, round ${i?.round}`)
};

const de_tn_np_cell_label = /** @type {(inputs: Tn_Np_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Runde ${i?.round}`)
};

const fr_tn_np_cell_label = /** @type {(inputs: Tn_Np_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, manche ${i?.round}`)
};

const es_tn_np_cell_label = /** @type {(inputs: Tn_Np_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "{name}, round {round}" |
*
* @param {Tn_Np_Cell_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_cell_label = /** @type {((inputs: Tn_Np_Cell_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Cell_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_cell_label(inputs)
	if (locale === "fr") return fr_tn_np_cell_label(inputs)
	if (locale === "es") return es_tn_np_cell_label(inputs)
	return en_tn_np_cell_label(inputs)
});