/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_RevealInputs */

const en_perm_reveal = /** @type {(inputs: Perm_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reveal the bids`)
};

const de_perm_reveal = /** @type {(inputs: Perm_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebote aufdecken`)
};

const fr_perm_reveal = /** @type {(inputs: Perm_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révéler les mises`)
};

const es_perm_reveal = /** @type {(inputs: Perm_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar las pujas`)
};

/**
* | output |
* | --- |
* | "Reveal the bids" |
*
* @param {Perm_RevealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_reveal = /** @type {((inputs?: Perm_RevealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_RevealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_reveal(inputs)
	if (locale === "fr") return fr_perm_reveal(inputs)
	if (locale === "es") return es_perm_reveal(inputs)
	return en_perm_reveal(inputs)
});