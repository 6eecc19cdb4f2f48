/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_ExportInputs */

const en_tb_export = /** @type {(inputs: Tb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export this game`)
};

const de_tb_export = /** @type {(inputs: Tb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel exportieren`)
};

const fr_tb_export = /** @type {(inputs: Tb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter cette partie`)
};

const es_tb_export = /** @type {(inputs: Tb_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar esta partida`)
};

/**
* | output |
* | --- |
* | "Export this game" |
*
* @param {Tb_ExportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_export = /** @type {((inputs?: Tb_ExportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_ExportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_export(inputs)
	if (locale === "fr") return fr_tb_export(inputs)
	if (locale === "es") return es_tb_export(inputs)
	return en_tb_export(inputs)
});