/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_ScrollInputs */

const en_sb_h2h_scroll = /** @type {(inputs: Sb_H2h_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Head to head (scrolls sideways)`)
};

const de_sb_h2h_scroll = /** @type {(inputs: Sb_H2h_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direkter Vergleich (seitlich scrollbar)`)
};

const fr_sb_h2h_scroll = /** @type {(inputs: Sb_H2h_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face-à-face (défile sur le côté)`)
};

const es_sb_h2h_scroll = /** @type {(inputs: Sb_H2h_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara a cara (se desplaza de lado)`)
};

/**
* | output |
* | --- |
* | "Head to head (scrolls sideways)" |
*
* @param {Sb_H2h_ScrollInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_scroll = /** @type {((inputs?: Sb_H2h_ScrollInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_ScrollInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_scroll(inputs)
	if (locale === "fr") return fr_sb_h2h_scroll(inputs)
	if (locale === "es") return es_sb_h2h_scroll(inputs)
	return en_sb_h2h_scroll(inputs)
});