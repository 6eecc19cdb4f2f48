/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Sets_Built_FromInputs */

const en_l3_f_sets_built_from = /** @type {(inputs: L3_F_Sets_Built_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sets built from sets, such as ${i?.example}, are not supported yet.`)
};

const de_l3_f_sets_built_from = /** @type {(inputs: L3_F_Sets_Built_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mengen aus Mengen, etwa ${i?.example}, werden noch nicht unterstützt.`)
};

const fr_l3_f_sets_built_from = /** @type {(inputs: L3_F_Sets_Built_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ensembles d’ensembles, comme ${i?.example}, ne sont pas encore pris en charge.`)
};

const es_l3_f_sets_built_from = /** @type {(inputs: L3_F_Sets_Built_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los conjuntos de conjuntos, como ${i?.example}, todavía no se admiten.`)
};

/**
* | output |
* | --- |
* | "Sets built from sets, such as {example}, are not supported yet." |
*
* @param {L3_F_Sets_Built_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_sets_built_from = /** @type {((inputs: L3_F_Sets_Built_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Sets_Built_FromInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_sets_built_from(inputs)
	if (locale === "fr") return fr_l3_f_sets_built_from(inputs)
	if (locale === "es") return es_l3_f_sets_built_from(inputs)
	return en_l3_f_sets_built_from(inputs)
});