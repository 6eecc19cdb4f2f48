/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: NonNullable<unknown> }} Hi_Win_ReachesInputs */

const en_hi_win_reaches = /** @type {(inputs: Hi_Win_ReachesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`when a total reaches ${i?.target}`)
};

const de_hi_win_reaches = /** @type {(inputs: Hi_Win_ReachesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sobald eine Summe ${i?.target} erreicht`)
};

const fr_hi_win_reaches = /** @type {(inputs: Hi_Win_ReachesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quand un total atteint ${i?.target}`)
};

const es_hi_win_reaches = /** @type {(inputs: Hi_Win_ReachesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cuando un total llega a ${i?.target}`)
};

/**
* | output |
* | --- |
* | "when a total reaches {target}" |
*
* @param {Hi_Win_ReachesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_win_reaches = /** @type {((inputs: Hi_Win_ReachesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Win_ReachesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_win_reaches(inputs)
	if (locale === "fr") return fr_hi_win_reaches(inputs)
	if (locale === "es") return es_hi_win_reaches(inputs)
	return en_hi_win_reaches(inputs)
});