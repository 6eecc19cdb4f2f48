/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, name: NonNullable<unknown> }} Tn_Np_Tally_TakeInputs */

const en_tn_np_tally_take = /** @type {(inputs: Tn_Np_Tally_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take away ${i?.step} from ${i?.name}'s score`)
};

const de_tn_np_tally_take = /** @type {(inputs: Tn_Np_Tally_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} von den Punkten von ${i?.name} abziehen`)
};

const fr_tn_np_tally_take = /** @type {(inputs: Tn_Np_Tally_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.step} du score de ${i?.name}`)
};

const es_tn_np_tally_take = /** @type {(inputs: Tn_Np_Tally_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restar ${i?.step} a la puntuación de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Take away {step} from {name}'s score" |
*
* @param {Tn_Np_Tally_TakeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_tally_take = /** @type {((inputs: Tn_Np_Tally_TakeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Tally_TakeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_tally_take(inputs)
	if (locale === "fr") return fr_tn_np_tally_take(inputs)
	if (locale === "es") return es_tn_np_tally_take(inputs)
	return en_tn_np_tally_take(inputs)
});