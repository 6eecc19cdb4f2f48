/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Only_PermutatorInputs */

const en_tr_only_permutator = /** @type {(inputs: Tr_Only_PermutatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the permutator, ${i?.name}, puts a′ in order.`)
};

const de_tr_only_permutator = /** @type {(inputs: Tr_Only_PermutatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur der Permutierer, ${i?.name}, bringt a′ in eine Reihenfolge.`)
};

const fr_tr_only_permutator = /** @type {(inputs: Tr_Only_PermutatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seul le permutateur, ${i?.name}, range a′ dans un ordre.`)
};

const es_tr_only_permutator = /** @type {(inputs: Tr_Only_PermutatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo el permutador, ${i?.name}, ordena a′.`)
};

/**
* | output |
* | --- |
* | "Only the permutator, {name}, puts a′ in order." |
*
* @param {Tr_Only_PermutatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_only_permutator = /** @type {((inputs: Tr_Only_PermutatorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Only_PermutatorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_only_permutator(inputs)
	if (locale === "fr") return fr_tr_only_permutator(inputs)
	if (locale === "es") return es_tr_only_permutator(inputs)
	return en_tr_only_permutator(inputs)
});