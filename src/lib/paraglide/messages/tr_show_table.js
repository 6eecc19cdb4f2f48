/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Show_TableInputs */

const en_tr_show_table = /** @type {(inputs: Tr_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the table`)
};

const de_tr_show_table = /** @type {(inputs: Tr_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tisch zeigen`)
};

const fr_tr_show_table = /** @type {(inputs: Tr_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher la table`)
};

const es_tr_show_table = /** @type {(inputs: Tr_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar la mesa`)
};

/**
* | output |
* | --- |
* | "Show the table" |
*
* @param {Tr_Show_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_show_table = /** @type {((inputs?: Tr_Show_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Show_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_show_table(inputs)
	if (locale === "fr") return fr_tr_show_table(inputs)
	if (locale === "es") return es_tr_show_table(inputs)
	return en_tr_show_table(inputs)
});