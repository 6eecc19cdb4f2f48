/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Win_RateInputs */

const en_pl_win_rate = /** @type {(inputs: Pl_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Win rate`)
};

const de_pl_win_rate = /** @type {(inputs: Pl_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siegquote`)
};

const fr_pl_win_rate = /** @type {(inputs: Pl_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de victoire`)
};

const es_pl_win_rate = /** @type {(inputs: Pl_Win_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porcentaje de victorias`)
};

/**
* | output |
* | --- |
* | "Win rate" |
*
* @param {Pl_Win_RateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_win_rate = /** @type {((inputs?: Pl_Win_RateInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Win_RateInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_win_rate(inputs)
	if (locale === "fr") return fr_pl_win_rate(inputs)
	if (locale === "es") return es_pl_win_rate(inputs)
	return en_pl_win_rate(inputs)
});