/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_No_OneInputs */

const en_tn_new_no_one = /** @type {(inputs: Tn_New_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one seated yet.`)
};

const de_tn_new_no_one = /** @type {(inputs: Tn_New_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch niemand am Tisch.`)
};

const fr_tn_new_no_one = /** @type {(inputs: Tn_New_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’est encore assis.`)
};

const es_tn_new_no_one = /** @type {(inputs: Tn_New_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nadie sentado.`)
};

/**
* | output |
* | --- |
* | "No one seated yet." |
*
* @param {Tn_New_No_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_no_one = /** @type {((inputs?: Tn_New_No_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_No_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_no_one(inputs)
	if (locale === "fr") return fr_tn_new_no_one(inputs)
	if (locale === "es") return es_tn_new_no_one(inputs)
	return en_tn_new_no_one(inputs)
});