/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ licence: NonNullable<unknown> }} Rules_LicenceInputs */

const en_rules_licence = /** @type {(inputs: Rules_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licence: ${i?.licence}.`)
};

const de_rules_licence = /** @type {(inputs: Rules_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lizenz: ${i?.licence}.`)
};

const fr_rules_licence = /** @type {(inputs: Rules_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licence : ${i?.licence}.`)
};

const es_rules_licence = /** @type {(inputs: Rules_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licencia: ${i?.licence}.`)
};

/**
* | output |
* | --- |
* | "Licence: {licence}." |
*
* @param {Rules_LicenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_licence = /** @type {((inputs: Rules_LicenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_LicenceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_licence(inputs)
	if (locale === "fr") return fr_rules_licence(inputs)
	if (locale === "es") return es_rules_licence(inputs)
	return en_rules_licence(inputs)
});