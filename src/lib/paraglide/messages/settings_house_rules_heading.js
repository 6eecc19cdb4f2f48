/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_HeadingInputs */

const en_settings_house_rules_heading = /** @type {(inputs: Settings_House_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default house rules`)
};

const de_settings_house_rules_heading = /** @type {(inputs: Settings_House_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard-Hausregeln`)
};

const fr_settings_house_rules_heading = /** @type {(inputs: Settings_House_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles maison par défaut`)
};

const es_settings_house_rules_heading = /** @type {(inputs: Settings_House_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas de la casa por defecto`)
};

/**
* | output |
* | --- |
* | "Default house rules" |
*
* @param {Settings_House_Rules_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_heading = /** @type {((inputs?: Settings_House_Rules_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_heading(inputs)
	if (locale === "fr") return fr_settings_house_rules_heading(inputs)
	if (locale === "es") return es_settings_house_rules_heading(inputs)
	return en_settings_house_rules_heading(inputs)
});