/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_LeaderInputs */

const en_tn_leader = /** @type {(inputs: Tn_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leader`)
};

const de_tn_leader = /** @type {(inputs: Tn_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Führt`)
};

const fr_tn_leader = /** @type {(inputs: Tn_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tête`)
};

const es_tn_leader = /** @type {(inputs: Tn_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cabeza`)
};

/**
* | output |
* | --- |
* | "Leader" |
*
* @param {Tn_LeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_leader = /** @type {((inputs?: Tn_LeaderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_LeaderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_leader(inputs)
	if (locale === "fr") return fr_tn_leader(inputs)
	if (locale === "es") return es_tn_leader(inputs)
	return en_tn_leader(inputs)
});