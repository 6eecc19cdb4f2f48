/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_Grid_Show_LastInputs */

const en_tn_grid_show_last = /** @type {(inputs: Tn_Grid_Show_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show only the last ${i?.count} rounds`)
};

const de_tn_grid_show_last = /** @type {(inputs: Tn_Grid_Show_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur die letzten ${i?.count} Runden zeigen`)
};

const fr_tn_grid_show_last = /** @type {(inputs: Tn_Grid_Show_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`N’afficher que les ${i?.count} dernières manches`)
};

const es_tn_grid_show_last = /** @type {(inputs: Tn_Grid_Show_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar solo las últimas ${i?.count} rondas`)
};

/**
* | output |
* | --- |
* | "Show only the last {count} rounds" |
*
* @param {Tn_Grid_Show_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_show_last = /** @type {((inputs: Tn_Grid_Show_LastInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Show_LastInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_show_last(inputs)
	if (locale === "fr") return fr_tn_grid_show_last(inputs)
	if (locale === "es") return es_tn_grid_show_last(inputs)
	return en_tn_grid_show_last(inputs)
});