/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_SavedInputs */

const en_settings_house_rules_saved = /** @type {(inputs: Settings_House_Rules_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default house rules saved.`)
};

const de_settings_house_rules_saved = /** @type {(inputs: Settings_House_Rules_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard-Hausregeln gespeichert.`)
};

const fr_settings_house_rules_saved = /** @type {(inputs: Settings_House_Rules_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles maison par défaut enregistrées.`)
};

const es_settings_house_rules_saved = /** @type {(inputs: Settings_House_Rules_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas de la casa por defecto guardadas.`)
};

/**
* | output |
* | --- |
* | "Default house rules saved." |
*
* @param {Settings_House_Rules_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_saved = /** @type {((inputs?: Settings_House_Rules_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_saved(inputs)
	if (locale === "fr") return fr_settings_house_rules_saved(inputs)
	if (locale === "es") return es_settings_house_rules_saved(inputs)
	return en_settings_house_rules_saved(inputs)
});