/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Legend_RulesInputs */

const en_tn_new_legend_rules = /** @type {(inputs: Tn_New_Legend_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. House rules`)
};

const de_tn_new_legend_rules = /** @type {(inputs: Tn_New_Legend_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Hausregeln`)
};

const fr_tn_new_legend_rules = /** @type {(inputs: Tn_New_Legend_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Règles maison`)
};

const es_tn_new_legend_rules = /** @type {(inputs: Tn_New_Legend_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Reglas de la casa`)
};

/**
* | output |
* | --- |
* | "3. House rules" |
*
* @param {Tn_New_Legend_RulesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_legend_rules = /** @type {((inputs?: Tn_New_Legend_RulesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Legend_RulesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_legend_rules(inputs)
	if (locale === "fr") return fr_tn_new_legend_rules(inputs)
	if (locale === "es") return es_tn_new_legend_rules(inputs)
	return en_tn_new_legend_rules(inputs)
});