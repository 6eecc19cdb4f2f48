/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Reveal_TypedInputs */

const en_tr_reveal_typed = /** @type {(inputs: Tr_Reveal_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reveal the order in the field`)
};

const de_tr_reveal_typed = /** @type {(inputs: Tr_Reveal_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge aus dem Feld aufdecken`)
};

const fr_tr_reveal_typed = /** @type {(inputs: Tr_Reveal_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révéler l’ordre du champ`)
};

const es_tr_reveal_typed = /** @type {(inputs: Tr_Reveal_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revelar el orden de la casilla`)
};

/**
* | output |
* | --- |
* | "Reveal the order in the field" |
*
* @param {Tr_Reveal_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_reveal_typed = /** @type {((inputs?: Tr_Reveal_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Reveal_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_reveal_typed(inputs)
	if (locale === "fr") return fr_tr_reveal_typed(inputs)
	if (locale === "es") return es_tr_reveal_typed(inputs)
	return en_tr_reveal_typed(inputs)
});