/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Term_With_RootInputs */

const en_l3_f_term_with_root = /** @type {(inputs: L3_F_Term_With_RootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A term with √, π or e beside the variable can only be compared with a number, as in √2·x < 3 or x + π > 1.`)
};

const de_l3_f_term_with_root = /** @type {(inputs: L3_F_Term_With_RootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Term mit √, π oder e neben der Variablen lässt sich nur mit einer Zahl vergleichen, wie in √2·x < 3 oder x + π > 1.`)
};

const fr_l3_f_term_with_root = /** @type {(inputs: L3_F_Term_With_RootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un terme avec √, π ou e à côté de la variable ne se compare qu’à un nombre, comme dans √2·x < 3 ou x + π > 1.`)
};

const es_l3_f_term_with_root = /** @type {(inputs: L3_F_Term_With_RootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un término con √, π o e junto a la variable solo se puede comparar con un número, como en √2·x < 3 o x + π > 1.`)
};

/**
* | output |
* | --- |
* | "A term with √, π or e beside the variable can only be compared with a number, as in √2·x < 3 or x + π > 1." |
*
* @param {L3_F_Term_With_RootInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_term_with_root = /** @type {((inputs?: L3_F_Term_With_RootInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Term_With_RootInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_term_with_root(inputs)
	if (locale === "fr") return fr_l3_f_term_with_root(inputs)
	if (locale === "es") return es_l3_f_term_with_root(inputs)
	return en_l3_f_term_with_root(inputs)
});