/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Not_Counted_HeadingInputs */

const en_tb_not_counted_heading = /** @type {(inputs: Tb_Not_Counted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries not counted`)
};

const de_tb_not_counted_heading = /** @type {(inputs: Tb_Not_Counted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gezählte Einträge`)
};

const fr_tb_not_counted_heading = /** @type {(inputs: Tb_Not_Counted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrées non comptées`)
};

const es_tb_not_counted_heading = /** @type {(inputs: Tb_Not_Counted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entradas que no cuentan`)
};

/**
* | output |
* | --- |
* | "Entries not counted" |
*
* @param {Tb_Not_Counted_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_not_counted_heading = /** @type {((inputs?: Tb_Not_Counted_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Not_Counted_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_not_counted_heading(inputs)
	if (locale === "fr") return fr_tb_not_counted_heading(inputs)
	if (locale === "es") return es_tb_not_counted_heading(inputs)
	return en_tb_not_counted_heading(inputs)
});