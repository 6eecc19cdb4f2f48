/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Permutator_ChoosesInputs */

const en_tr_permutator_chooses = /** @type {(inputs: Tr_Permutator_ChoosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is the permutator this round and does not choose terms of a′.`)
};

const de_tr_permutator_chooses = /** @type {(inputs: Tr_Permutator_ChoosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in dieser Runde Permutierer und wählt keine Glieder von a′.`)
};

const fr_tr_permutator_chooses = /** @type {(inputs: Tr_Permutator_ChoosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est le permutateur de cette manche et ne choisit pas de termes de a′.`)
};

const es_tr_permutator_chooses = /** @type {(inputs: Tr_Permutator_ChoosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} es el permutador de esta ronda y no elige términos de a′.`)
};

/**
* | output |
* | --- |
* | "{name} is the permutator this round and does not choose terms of a′." |
*
* @param {Tr_Permutator_ChoosesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_permutator_chooses = /** @type {((inputs: Tr_Permutator_ChoosesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Permutator_ChoosesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_permutator_chooses(inputs)
	if (locale === "fr") return fr_tr_permutator_chooses(inputs)
	if (locale === "es") return es_tr_permutator_chooses(inputs)
	return en_tr_permutator_chooses(inputs)
});