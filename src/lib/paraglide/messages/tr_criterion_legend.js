/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_LegendInputs */

const en_tr_criterion_legend = /** @type {(inputs: Tr_Criterion_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scoring test for this round (before anyone writes a b-list)`)
};

const de_tr_criterion_legend = /** @type {(inputs: Tr_Criterion_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedingung für diese Runde (bevor jemand eine b-Liste schreibt)`)
};

const fr_tr_criterion_legend = /** @type {(inputs: Tr_Criterion_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critère de cette manche (avant que quiconque écrive une liste b)`)
};

const es_tr_criterion_legend = /** @type {(inputs: Tr_Criterion_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criterio de esta ronda (antes de que nadie escriba su lista b)`)
};

/**
* | output |
* | --- |
* | "Scoring test for this round (before anyone writes a b-list)" |
*
* @param {Tr_Criterion_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_legend = /** @type {((inputs?: Tr_Criterion_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_legend(inputs)
	if (locale === "fr") return fr_tr_criterion_legend(inputs)
	if (locale === "es") return es_tr_criterion_legend(inputs)
	return en_tr_criterion_legend(inputs)
});