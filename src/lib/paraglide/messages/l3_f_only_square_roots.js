/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Only_Square_RootsInputs */

const en_l3_f_only_square_roots = /** @type {(inputs: L3_F_Only_Square_RootsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only square roots of fixed fractions are supported.`)
};

const de_l3_f_only_square_roots = /** @type {(inputs: L3_F_Only_Square_RootsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Quadratwurzeln fester Brüche werden unterstützt.`)
};

const fr_l3_f_only_square_roots = /** @type {(inputs: L3_F_Only_Square_RootsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les racines carrées de fractions fixes sont prises en charge.`)
};

const es_l3_f_only_square_roots = /** @type {(inputs: L3_F_Only_Square_RootsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se admiten raíces cuadradas de fracciones fijas.`)
};

/**
* | output |
* | --- |
* | "Only square roots of fixed fractions are supported." |
*
* @param {L3_F_Only_Square_RootsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_only_square_roots = /** @type {((inputs?: L3_F_Only_Square_RootsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Only_Square_RootsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_only_square_roots(inputs)
	if (locale === "fr") return fr_l3_f_only_square_roots(inputs)
	if (locale === "es") return es_l3_f_only_square_roots(inputs)
	return en_l3_f_only_square_roots(inputs)
});