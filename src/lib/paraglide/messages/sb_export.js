/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_ExportInputs */

const en_sb_export = /** @type {(inputs: Sb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

const de_sb_export = /** @type {(inputs: Sb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportieren`)
};

const fr_sb_export = /** @type {(inputs: Sb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter`)
};

const es_sb_export = /** @type {(inputs: Sb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar`)
};

/**
* | output |
* | --- |
* | "Export" |
*
* @param {Sb_ExportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_export = /** @type {((inputs?: Sb_ExportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_ExportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_export(inputs)
	if (locale === "fr") return fr_sb_export(inputs)
	if (locale === "es") return es_sb_export(inputs)
	return en_sb_export(inputs)
});