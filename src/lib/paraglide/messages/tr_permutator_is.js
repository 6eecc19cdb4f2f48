/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Permutator_IsInputs */

const en_tr_permutator_is = /** @type {(inputs: Tr_Permutator_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is the permutator this round.`)
};

const de_tr_permutator_is = /** @type {(inputs: Tr_Permutator_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in dieser Runde Permutierer.`)
};

const fr_tr_permutator_is = /** @type {(inputs: Tr_Permutator_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est le permutateur de cette manche.`)
};

const es_tr_permutator_is = /** @type {(inputs: Tr_Permutator_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} es el permutador de esta ronda.`)
};

/**
* | output |
* | --- |
* | "{name} is the permutator this round." |
*
* @param {Tr_Permutator_IsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_permutator_is = /** @type {((inputs: Tr_Permutator_IsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Permutator_IsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_permutator_is(inputs)
	if (locale === "fr") return fr_tr_permutator_is(inputs)
	if (locale === "es") return es_tr_permutator_is(inputs)
	return en_tr_permutator_is(inputs)
});