/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Nobody_YetInputs */

const en_tb_nobody_yet = /** @type {(inputs: Tb_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nobody yet`)
};

const de_tb_nobody_yet = /** @type {(inputs: Tb_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch niemand`)
};

const fr_tb_nobody_yet = /** @type {(inputs: Tb_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`personne pour l’instant`)
};

const es_tb_nobody_yet = /** @type {(inputs: Tb_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nadie todavía`)
};

/**
* | output |
* | --- |
* | "nobody yet" |
*
* @param {Tb_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_nobody_yet = /** @type {((inputs?: Tb_Nobody_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Nobody_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_nobody_yet(inputs)
	if (locale === "fr") return fr_tb_nobody_yet(inputs)
	if (locale === "es") return es_tb_nobody_yet(inputs)
	return en_tb_nobody_yet(inputs)
});