/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Team_CountInputs */

const en_notepad_team_count = /** @type {(inputs: Notepad_Team_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of teams`)
};

const de_notepad_team_count = /** @type {(inputs: Notepad_Team_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzahl der Teams`)
};

const fr_notepad_team_count = /** @type {(inputs: Notepad_Team_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre d’équipes`)
};

const es_notepad_team_count = /** @type {(inputs: Notepad_Team_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de equipos`)
};

/**
* | output |
* | --- |
* | "Number of teams" |
*
* @param {Notepad_Team_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_count = /** @type {((inputs?: Notepad_Team_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_count(inputs)
	if (locale === "fr") return fr_notepad_team_count(inputs)
	if (locale === "es") return es_notepad_team_count(inputs)
	return en_notepad_team_count(inputs)
});