/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ designer: NonNullable<unknown> }} Rules_By_DesignerInputs */

const en_rules_by_designer = /** @type {(inputs: Rules_By_DesignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.designer}`)
};

const de_rules_by_designer = /** @type {(inputs: Rules_By_DesignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.designer}`)
};

const fr_rules_by_designer = /** @type {(inputs: Rules_By_DesignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.designer}`)
};

const es_rules_by_designer = /** @type {(inputs: Rules_By_DesignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.designer}`)
};

/**
* | output |
* | --- |
* | "by {designer}" |
*
* @param {Rules_By_DesignerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_by_designer = /** @type {((inputs: Rules_By_DesignerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_By_DesignerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_by_designer(inputs)
	if (locale === "fr") return fr_rules_by_designer(inputs)
	if (locale === "es") return es_rules_by_designer(inputs)
	return en_rules_by_designer(inputs)
});