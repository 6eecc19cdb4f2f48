/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, name: NonNullable<unknown> }} Ps_Transform_RowInputs */

const en_ps_transform_row = /** @type {(inputs: Ps_Transform_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} · ${i?.name} permutes`)
};

const de_ps_transform_row = /** @type {(inputs: Ps_Transform_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} · ${i?.name} permutiert`)
};

const fr_ps_transform_row = /** @type {(inputs: Ps_Transform_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} · ${i?.name} permute`)
};

const es_ps_transform_row = /** @type {(inputs: Ps_Transform_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} · ${i?.name} permuta`)
};

/**
* | output |
* | --- |
* | "Round {round} · {name} permutes" |
*
* @param {Ps_Transform_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ps_transform_row = /** @type {((inputs: Ps_Transform_RowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ps_Transform_RowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ps_transform_row(inputs)
	if (locale === "fr") return fr_ps_transform_row(inputs)
	if (locale === "es") return es_ps_transform_row(inputs)
	return en_ps_transform_row(inputs)
});