/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_Np_First_InInputs */

const en_tn_np_first_in = /** @type {(inputs: Tn_Np_First_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▸ deals or plays first in round ${i?.round}`)
};

const de_tn_np_first_in = /** @type {(inputs: Tn_Np_First_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▸ gibt oder beginnt in Runde ${i?.round}`)
};

const fr_tn_np_first_in = /** @type {(inputs: Tn_Np_First_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▸ distribue ou joue en premier à la manche ${i?.round}`)
};

const es_tn_np_first_in = /** @type {(inputs: Tn_Np_First_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▸ reparte o empieza en la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "▸ deals or plays first in round {round}" |
*
* @param {Tn_Np_First_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_first_in = /** @type {((inputs: Tn_Np_First_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_First_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_first_in(inputs)
	if (locale === "fr") return fr_tn_np_first_in(inputs)
	if (locale === "es") return es_tn_np_first_in(inputs)
	return en_tn_np_first_in(inputs)
});