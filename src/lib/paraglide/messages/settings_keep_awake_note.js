/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Keep_Awake_NoteInputs */

const en_settings_keep_awake_note = /** @type {(inputs: Settings_Keep_Awake_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the browser does not support this, the screen dims as usual.`)
};

const de_settings_keep_awake_note = /** @type {(inputs: Settings_Keep_Awake_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo der Browser das nicht kann, wird der Bildschirm wie gewohnt dunkel.`)
};

const fr_settings_keep_awake_note = /** @type {(inputs: Settings_Keep_Awake_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si le navigateur ne le permet pas, l’écran s’assombrit comme d’habitude.`)
};

const es_settings_keep_awake_note = /** @type {(inputs: Settings_Keep_Awake_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el navegador no lo admite, la pantalla se apaga como siempre.`)
};

/**
* | output |
* | --- |
* | "Where the browser does not support this, the screen dims as usual." |
*
* @param {Settings_Keep_Awake_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_keep_awake_note = /** @type {((inputs?: Settings_Keep_Awake_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Keep_Awake_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_keep_awake_note(inputs)
	if (locale === "fr") return fr_settings_keep_awake_note(inputs)
	if (locale === "es") return es_settings_keep_awake_note(inputs)
	return en_settings_keep_awake_note(inputs)
});