/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Panel_HeadingInputs */

const en_tb_panel_heading = /** @type {(inputs: Tb_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared table`)
};

const de_tb_panel_heading = /** @type {(inputs: Tb_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilter Tisch`)
};

const fr_tb_panel_heading = /** @type {(inputs: Tb_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table partagée`)
};

const es_tb_panel_heading = /** @type {(inputs: Tb_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesa compartida`)
};

/**
* | output |
* | --- |
* | "Shared table" |
*
* @param {Tb_Panel_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_panel_heading = /** @type {((inputs?: Tb_Panel_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Panel_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_panel_heading(inputs)
	if (locale === "fr") return fr_tb_panel_heading(inputs)
	if (locale === "es") return es_tb_panel_heading(inputs)
	return en_tb_panel_heading(inputs)
});