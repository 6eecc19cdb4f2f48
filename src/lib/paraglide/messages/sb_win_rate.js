/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Win_RateInputs */

const en_sb_win_rate = /** @type {(inputs: Sb_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Win rate`)
};

const de_sb_win_rate = /** @type {(inputs: Sb_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siegquote`)
};

const fr_sb_win_rate = /** @type {(inputs: Sb_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de victoire`)
};

const es_sb_win_rate = /** @type {(inputs: Sb_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porcentaje de victorias`)
};

/**
* | output |
* | --- |
* | "Win rate" |
*
* @param {Sb_Win_RateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_win_rate = /** @type {((inputs?: Sb_Win_RateInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Win_RateInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_win_rate(inputs)
	if (locale === "fr") return fr_sb_win_rate(inputs)
	if (locale === "es") return es_sb_win_rate(inputs)
	return en_sb_win_rate(inputs)
});