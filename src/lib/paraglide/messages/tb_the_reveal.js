/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_The_RevealInputs */

const en_tb_the_reveal = /** @type {(inputs: Tb_The_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the reveal`)
};

const de_tb_the_reveal = /** @type {(inputs: Tb_The_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das Aufdecken`)
};

const fr_tb_the_reveal = /** @type {(inputs: Tb_The_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la révélation`)
};

const es_tb_the_reveal = /** @type {(inputs: Tb_The_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la revelación`)
};

/**
* | output |
* | --- |
* | "the reveal" |
*
* @param {Tb_The_RevealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_the_reveal = /** @type {((inputs?: Tb_The_RevealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_The_RevealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_the_reveal(inputs)
	if (locale === "fr") return fr_tb_the_reveal(inputs)
	if (locale === "es") return es_tb_the_reveal(inputs)
	return en_tb_the_reveal(inputs)
});