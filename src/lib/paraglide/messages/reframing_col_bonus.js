/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_BonusInputs */

const en_reframing_col_bonus = /** @type {(inputs: Reframing_Col_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

const de_reframing_col_bonus = /** @type {(inputs: Reframing_Col_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

const fr_reframing_col_bonus = /** @type {(inputs: Reframing_Col_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

const es_reframing_col_bonus = /** @type {(inputs: Reframing_Col_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

/**
* | output |
* | --- |
* | "Bonus" |
*
* @param {Reframing_Col_BonusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_bonus = /** @type {((inputs?: Reframing_Col_BonusInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_BonusInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_bonus(inputs)
	if (locale === "fr") return fr_reframing_col_bonus(inputs)
	if (locale === "es") return es_reframing_col_bonus(inputs)
	return en_reframing_col_bonus(inputs)
});