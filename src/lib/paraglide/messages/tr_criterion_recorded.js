/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_RecordedInputs */

const en_tr_criterion_recorded = /** @type {(inputs: Tr_Criterion_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scoring test for this round is already recorded: it is chosen before anyone writes a b-list.`)
};

const de_tr_criterion_recorded = /** @type {(inputs: Tr_Criterion_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bedingung für diese Runde steht schon fest: Sie wird gewählt, bevor jemand eine b-Liste schreibt.`)
};

const fr_tr_criterion_recorded = /** @type {(inputs: Tr_Criterion_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le critère de cette manche est déjà noté : il se choisit avant que quiconque écrive une liste b.`)
};

const es_tr_criterion_recorded = /** @type {(inputs: Tr_Criterion_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El criterio de esta ronda ya está anotado: se elige antes de que nadie escriba su lista b.`)
};

/**
* | output |
* | --- |
* | "The scoring test for this round is already recorded: it is chosen before anyone writes a b-list." |
*
* @param {Tr_Criterion_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_recorded = /** @type {((inputs?: Tr_Criterion_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_RecordedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_recorded(inputs)
	if (locale === "fr") return fr_tr_criterion_recorded(inputs)
	if (locale === "es") return es_tr_criterion_recorded(inputs)
	return en_tr_criterion_recorded(inputs)
});