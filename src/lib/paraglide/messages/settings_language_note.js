/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_NoteInputs */

const en_settings_language_note = /** @type {(inputs: Settings_Language_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For this phone only: the other phones at a shared table keep their own.`)
};

const de_settings_language_note = /** @type {(inputs: Settings_Language_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für dieses Handy: Die anderen Handys an einem geteilten Tisch behalten ihre eigene.`)
};

const fr_settings_language_note = /** @type {(inputs: Settings_Language_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour ce téléphone seulement : les autres téléphones d’une table partagée gardent la leur.`)
};

const es_settings_language_note = /** @type {(inputs: Settings_Language_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para este teléfono: los demás teléfonos de una mesa compartida mantienen el suyo.`)
};

/**
* | output |
* | --- |
* | "For this phone only: the other phones at a shared table keep their own." |
*
* @param {Settings_Language_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_note = /** @type {((inputs?: Settings_Language_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_language_note(inputs)
	if (locale === "fr") return fr_settings_language_note(inputs)
	if (locale === "es") return es_settings_language_note(inputs)
	return en_settings_language_note(inputs)
});