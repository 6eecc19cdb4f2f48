/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_ExportInputs */

const en_tn_s_export = /** @type {(inputs: Tn_S_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export this game`)
};

const de_tn_s_export = /** @type {(inputs: Tn_S_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel exportieren`)
};

const fr_tn_s_export = /** @type {(inputs: Tn_S_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter cette partie`)
};

const es_tn_s_export = /** @type {(inputs: Tn_S_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar esta partida`)
};

/**
* | output |
* | --- |
* | "Export this game" |
*
* @param {Tn_S_ExportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_export = /** @type {((inputs?: Tn_S_ExportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_ExportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_export(inputs)
	if (locale === "fr") return fr_tn_s_export(inputs)
	if (locale === "es") return es_tn_s_export(inputs)
	return en_tn_s_export(inputs)
});