/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Not_FinishedInputs */

const en_sb_not_finished = /** @type {(inputs: Sb_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not finished`)
};

const de_sb_not_finished = /** @type {(inputs: Sb_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht beendet`)
};

const fr_sb_not_finished = /** @type {(inputs: Sb_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non terminée`)
};

const es_sb_not_finished = /** @type {(inputs: Sb_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin terminar`)
};

/**
* | output |
* | --- |
* | "not finished" |
*
* @param {Sb_Not_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_not_finished = /** @type {((inputs?: Sb_Not_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Not_FinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_not_finished(inputs)
	if (locale === "fr") return fr_sb_not_finished(inputs)
	if (locale === "es") return es_sb_not_finished(inputs)
	return en_sb_not_finished(inputs)
});