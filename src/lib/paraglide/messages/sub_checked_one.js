/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Checked_OneInputs */

const en_sub_checked_one = /** @type {(inputs: Sub_Checked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A has 1 element, and each was checked to be in S on its own.`)
};

const de_sub_checked_one = /** @type {(inputs: Sub_Checked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A hat 1 Element, und es wurde einzeln geprüft: Es liegt in S.`)
};

const fr_sub_checked_one = /** @type {(inputs: Sub_Checked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A a 1 élément, et on a vérifié séparément qu’il est dans S.`)
};

const es_sub_checked_one = /** @type {(inputs: Sub_Checked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A tiene 1 elemento, y se comprobó por separado que está en S.`)
};

/**
* | output |
* | --- |
* | "A has 1 element, and each was checked to be in S on its own." |
*
* @param {Sub_Checked_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_checked_one = /** @type {((inputs?: Sub_Checked_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Checked_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_checked_one(inputs)
	if (locale === "fr") return fr_sub_checked_one(inputs)
	if (locale === "es") return es_sub_checked_one(inputs)
	return en_sub_checked_one(inputs)
});