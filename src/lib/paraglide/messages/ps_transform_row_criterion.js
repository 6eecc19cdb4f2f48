/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, name: NonNullable<unknown>, criterion: NonNullable<unknown> }} Ps_Transform_Row_CriterionInputs */

const en_ps_transform_row_criterion = /** @type {(inputs: Ps_Transform_Row_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} · ${i?.name} permutes · ${i?.criterion}`)
};

const de_ps_transform_row_criterion = /** @type {(inputs: Ps_Transform_Row_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} · ${i?.name} permutiert · ${i?.criterion}`)
};

const fr_ps_transform_row_criterion = /** @type {(inputs: Ps_Transform_Row_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} · ${i?.name} permute · ${i?.criterion}`)
};

const es_ps_transform_row_criterion = /** @type {(inputs: Ps_Transform_Row_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} · ${i?.name} permuta · ${i?.criterion}`)
};

/**
* | output |
* | --- |
* | "Round {round} · {name} permutes · {criterion}" |
*
* @param {Ps_Transform_Row_CriterionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ps_transform_row_criterion = /** @type {((inputs: Ps_Transform_Row_CriterionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ps_Transform_Row_CriterionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ps_transform_row_criterion(inputs)
	if (locale === "fr") return fr_ps_transform_row_criterion(inputs)
	if (locale === "es") return es_ps_transform_row_criterion(inputs)
	return en_ps_transform_row_criterion(inputs)
});