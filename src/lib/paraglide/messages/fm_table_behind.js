/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Table_BehindInputs */

const en_fm_table_behind = /** @type {(inputs: Fm_Table_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This phone could not keep up with the table: ${i?.reason}`)
};

const de_fm_table_behind = /** @type {(inputs: Fm_Table_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Handy kam mit dem Tisch nicht mit: ${i?.reason}`)
};

const fr_fm_table_behind = /** @type {(inputs: Fm_Table_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce téléphone n’a pas pu suivre la table : ${i?.reason}`)
};

const es_fm_table_behind = /** @type {(inputs: Fm_Table_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este móvil no ha podido seguir a la mesa: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "This phone could not keep up with the table: {reason}" |
*
* @param {Fm_Table_BehindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_table_behind = /** @type {((inputs: Fm_Table_BehindInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Table_BehindInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_table_behind(inputs)
	if (locale === "fr") return fr_fm_table_behind(inputs)
	if (locale === "es") return es_fm_table_behind(inputs)
	return en_fm_table_behind(inputs)
});