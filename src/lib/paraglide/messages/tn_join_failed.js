/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_FailedInputs */

const en_tn_join_failed = /** @type {(inputs: Tn_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table could not be joined.`)
};

const de_tn_join_failed = /** @type {(inputs: Tn_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dem Tisch konnte nicht beigetreten werden.`)
};

const fr_tn_join_failed = /** @type {(inputs: Tn_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de rejoindre la table.`)
};

const es_tn_join_failed = /** @type {(inputs: Tn_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido unir a la mesa.`)
};

/**
* | output |
* | --- |
* | "The table could not be joined." |
*
* @param {Tn_Join_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_failed = /** @type {((inputs?: Tn_Join_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_failed(inputs)
	if (locale === "fr") return fr_tn_join_failed(inputs)
	if (locale === "es") return es_tn_join_failed(inputs)
	return en_tn_join_failed(inputs)
});