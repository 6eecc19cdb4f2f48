/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_SaveInputs */

const en_settings_house_rules_save = /** @type {(inputs: Settings_House_Rules_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save defaults`)
};

const de_settings_house_rules_save = /** @type {(inputs: Settings_House_Rules_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Standard speichern`)
};

const fr_settings_house_rules_save = /** @type {(inputs: Settings_House_Rules_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer par défaut`)
};

const es_settings_house_rules_save = /** @type {(inputs: Settings_House_Rules_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar por defecto`)
};

/**
* | output |
* | --- |
* | "Save defaults" |
*
* @param {Settings_House_Rules_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_save = /** @type {((inputs?: Settings_House_Rules_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_save(inputs)
	if (locale === "fr") return fr_settings_house_rules_save(inputs)
	if (locale === "es") return es_settings_house_rules_save(inputs)
	return en_settings_house_rules_save(inputs)
});