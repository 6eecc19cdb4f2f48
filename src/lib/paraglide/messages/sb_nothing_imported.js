/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Sb_Nothing_ImportedInputs */

const en_sb_nothing_imported = /** @type {(inputs: Sb_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nothing was imported.`)
};

const de_sb_nothing_imported = /** @type {(inputs: Sb_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Es wurde nichts importiert.`)
};

const fr_sb_nothing_imported = /** @type {(inputs: Sb_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Rien n’a été importé.`)
};

const es_sb_nothing_imported = /** @type {(inputs: Sb_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "{reason} Nothing was imported." |
*
* @param {Sb_Nothing_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_nothing_imported = /** @type {((inputs: Sb_Nothing_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Nothing_ImportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_nothing_imported(inputs)
	if (locale === "fr") return fr_sb_nothing_imported(inputs)
	if (locale === "es") return es_sb_nothing_imported(inputs)
	return en_sb_nothing_imported(inputs)
});