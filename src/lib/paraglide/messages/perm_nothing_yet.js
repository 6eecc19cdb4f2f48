/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Nothing_YetInputs */

const en_perm_nothing_yet = /** @type {(inputs: Perm_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nothing yet`)
};

const de_perm_nothing_yet = /** @type {(inputs: Perm_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nichts`)
};

const fr_perm_nothing_yet = /** @type {(inputs: Perm_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rien pour l’instant`)
};

const es_perm_nothing_yet = /** @type {(inputs: Perm_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nada todavía`)
};

/**
* | output |
* | --- |
* | "nothing yet" |
*
* @param {Perm_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_nothing_yet = /** @type {((inputs?: Perm_Nothing_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Nothing_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_nothing_yet(inputs)
	if (locale === "fr") return fr_perm_nothing_yet(inputs)
	if (locale === "es") return es_perm_nothing_yet(inputs)
	return en_perm_nothing_yet(inputs)
});