/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Notepad_Team_NameInputs */

const en_notepad_team_name = /** @type {(inputs: Notepad_Team_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team ${i?.number}`)
};

const de_notepad_team_name = /** @type {(inputs: Notepad_Team_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team ${i?.number}`)
};

const fr_notepad_team_name = /** @type {(inputs: Notepad_Team_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Équipe ${i?.number}`)
};

const es_notepad_team_name = /** @type {(inputs: Notepad_Team_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipo ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Team {number}" |
*
* @param {Notepad_Team_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_name = /** @type {((inputs: Notepad_Team_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_name(inputs)
	if (locale === "fr") return fr_notepad_team_name(inputs)
	if (locale === "es") return es_notepad_team_name(inputs)
	return en_notepad_team_name(inputs)
});