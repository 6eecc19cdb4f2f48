/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Phones_HeadingInputs */

const en_tb_phones_heading = /** @type {(inputs: Tb_Phones_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phones at the table`)
};

const de_tb_phones_heading = /** @type {(inputs: Tb_Phones_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handys am Tisch`)
};

const fr_tb_phones_heading = /** @type {(inputs: Tb_Phones_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphones à la table`)
};

const es_tb_phones_heading = /** @type {(inputs: Tb_Phones_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Móviles en la mesa`)
};

/**
* | output |
* | --- |
* | "Phones at the table" |
*
* @param {Tb_Phones_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_phones_heading = /** @type {((inputs?: Tb_Phones_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Phones_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_phones_heading(inputs)
	if (locale === "fr") return fr_tb_phones_heading(inputs)
	if (locale === "es") return es_tb_phones_heading(inputs)
	return en_tb_phones_heading(inputs)
});