/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Reveal_ThisInputs */

const en_tr_reveal_this = /** @type {(inputs: Tr_Reveal_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reveal this order`)
};

const de_tr_reveal_this = /** @type {(inputs: Tr_Reveal_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reihenfolge aufdecken`)
};

const fr_tr_reveal_this = /** @type {(inputs: Tr_Reveal_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révéler cet ordre`)
};

const es_tr_reveal_this = /** @type {(inputs: Tr_Reveal_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revelar este orden`)
};

/**
* | output |
* | --- |
* | "Reveal this order" |
*
* @param {Tr_Reveal_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_reveal_this = /** @type {((inputs?: Tr_Reveal_ThisInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Reveal_ThisInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_reveal_this(inputs)
	if (locale === "fr") return fr_tr_reveal_this(inputs)
	if (locale === "es") return es_tr_reveal_this(inputs)
	return en_tr_reveal_this(inputs)
});