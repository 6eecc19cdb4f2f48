/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Shared_HeadingInputs */

const en_rules_shared_heading = /** @type {(inputs: Rules_Shared_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At a shared table`)
};

const de_rules_shared_heading = /** @type {(inputs: Rules_Shared_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am gemeinsamen Tisch`)
};

const fr_rules_shared_heading = /** @type {(inputs: Rules_Shared_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À une table partagée`)
};

const es_rules_shared_heading = /** @type {(inputs: Rules_Shared_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En una mesa compartida`)
};

/**
* | output |
* | --- |
* | "At a shared table" |
*
* @param {Rules_Shared_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_shared_heading = /** @type {((inputs?: Rules_Shared_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Shared_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_shared_heading(inputs)
	if (locale === "fr") return fr_rules_shared_heading(inputs)
	if (locale === "es") return es_rules_shared_heading(inputs)
	return en_rules_shared_heading(inputs)
});