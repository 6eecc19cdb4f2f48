/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_ImportInputs */

const en_sb_import = /** @type {(inputs: Sb_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const de_sb_import = /** @type {(inputs: Sb_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importieren`)
};

const fr_sb_import = /** @type {(inputs: Sb_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer`)
};

const es_sb_import = /** @type {(inputs: Sb_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Sb_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_import = /** @type {((inputs?: Sb_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_ImportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_import(inputs)
	if (locale === "fr") return fr_sb_import(inputs)
	if (locale === "es") return es_sb_import(inputs)
	return en_sb_import(inputs)
});