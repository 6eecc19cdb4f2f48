/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown> }} Tb_Keep_UpInputs */

const en_tb_keep_up = /** @type {(inputs: Tb_Keep_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This phone could not keep up with the table: ${i?.error}`)
};

const de_tb_keep_up = /** @type {(inputs: Tb_Keep_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Handy kam mit dem Tisch nicht mit: ${i?.error}`)
};

const fr_tb_keep_up = /** @type {(inputs: Tb_Keep_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce téléphone n’a pas pu suivre la table : ${i?.error}`)
};

const es_tb_keep_up = /** @type {(inputs: Tb_Keep_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este móvil no pudo seguir el ritmo de la mesa: ${i?.error}`)
};

/**
* | output |
* | --- |
* | "This phone could not keep up with the table: {error}" |
*
* @param {Tb_Keep_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_keep_up = /** @type {((inputs: Tb_Keep_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Keep_UpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_keep_up(inputs)
	if (locale === "fr") return fr_tb_keep_up(inputs)
	if (locale === "es") return es_tb_keep_up(inputs)
	return en_tb_keep_up(inputs)
});