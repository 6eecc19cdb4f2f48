/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_NoteInputs */

const en_settings_house_rules_note = /** @type {(inputs: Settings_House_Rules_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games of this kind start with these; each game can still change them.`)
};

const de_settings_house_rules_note = /** @type {(inputs: Settings_House_Rules_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Spiele dieser Art beginnen mit diesen Regeln; jedes Spiel kann sie noch ändern.`)
};

const fr_settings_house_rules_note = /** @type {(inputs: Settings_House_Rules_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouvelles parties de ce jeu commencent avec ces règles ; chaque partie peut encore les changer.`)
};

const es_settings_house_rules_note = /** @type {(inputs: Settings_House_Rules_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las partidas nuevas de este juego empiezan con estas reglas; cada partida puede cambiarlas.`)
};

/**
* | output |
* | --- |
* | "New games of this kind start with these; each game can still change them." |
*
* @param {Settings_House_Rules_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_note = /** @type {((inputs?: Settings_House_Rules_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_note(inputs)
	if (locale === "fr") return fr_settings_house_rules_note(inputs)
	if (locale === "es") return es_settings_house_rules_note(inputs)
	return en_settings_house_rules_note(inputs)
});