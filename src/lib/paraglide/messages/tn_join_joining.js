/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_JoiningInputs */

const en_tn_join_joining = /** @type {(inputs: Tn_Join_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining…`)
};

const de_tn_join_joining = /** @type {(inputs: Tn_Join_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitreten…`)
};

const fr_tn_join_joining = /** @type {(inputs: Tn_Join_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion…`)
};

const es_tn_join_joining = /** @type {(inputs: Tn_Join_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniéndose…`)
};

/**
* | output |
* | --- |
* | "Joining…" |
*
* @param {Tn_Join_JoiningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_joining = /** @type {((inputs?: Tn_Join_JoiningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_JoiningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_joining(inputs)
	if (locale === "fr") return fr_tn_join_joining(inputs)
	if (locale === "es") return es_tn_join_joining(inputs)
	return en_tn_join_joining(inputs)
});