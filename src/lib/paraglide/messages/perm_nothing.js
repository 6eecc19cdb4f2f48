/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_NothingInputs */

const en_perm_nothing = /** @type {(inputs: Perm_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nothing`)
};

const de_perm_nothing = /** @type {(inputs: Perm_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nichts`)
};

const fr_perm_nothing = /** @type {(inputs: Perm_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rien`)
};

const es_perm_nothing = /** @type {(inputs: Perm_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nada`)
};

/**
* | output |
* | --- |
* | "nothing" |
*
* @param {Perm_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_nothing = /** @type {((inputs?: Perm_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_nothing(inputs)
	if (locale === "fr") return fr_perm_nothing(inputs)
	if (locale === "es") return es_perm_nothing(inputs)
	return en_perm_nothing(inputs)
});