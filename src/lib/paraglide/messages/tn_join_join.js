/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_JoinInputs */

const en_tn_join_join = /** @type {(inputs: Tn_Join_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

const de_tn_join_join = /** @type {(inputs: Tn_Join_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitreten`)
};

const fr_tn_join_join = /** @type {(inputs: Tn_Join_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre`)
};

const es_tn_join_join = /** @type {(inputs: Tn_Join_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse`)
};

/**
* | output |
* | --- |
* | "Join" |
*
* @param {Tn_Join_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_join = /** @type {((inputs?: Tn_Join_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_JoinInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_join(inputs)
	if (locale === "fr") return fr_tn_join_join(inputs)
	if (locale === "es") return es_tn_join_join(inputs)
	return en_tn_join_join(inputs)
});