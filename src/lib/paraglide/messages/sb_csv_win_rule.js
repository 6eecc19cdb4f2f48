/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_Win_RuleInputs */

const en_sb_csv_win_rule = /** @type {(inputs: Sb_Csv_Win_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Win rule`)
};

const de_sb_csv_win_rule = /** @type {(inputs: Sb_Csv_Win_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siegbedingung`)
};

const fr_sb_csv_win_rule = /** @type {(inputs: Sb_Csv_Win_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règle de victoire`)
};

const es_sb_csv_win_rule = /** @type {(inputs: Sb_Csv_Win_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de victoria`)
};

/**
* | output |
* | --- |
* | "Win rule" |
*
* @param {Sb_Csv_Win_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_win_rule = /** @type {((inputs?: Sb_Csv_Win_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_Win_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_win_rule(inputs)
	if (locale === "fr") return fr_sb_csv_win_rule(inputs)
	if (locale === "es") return es_sb_csv_win_rule(inputs)
	return en_sb_csv_win_rule(inputs)
});