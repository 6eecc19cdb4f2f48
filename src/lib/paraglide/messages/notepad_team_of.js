/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notepad_Team_OfInputs */

const en_notepad_team_of = /** @type {(inputs: Notepad_Team_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s team`)
};

const de_notepad_team_of = /** @type {(inputs: Notepad_Team_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team von ${i?.name}`)
};

const fr_notepad_team_of = /** @type {(inputs: Notepad_Team_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Équipe de ${i?.name}`)
};

const es_notepad_team_of = /** @type {(inputs: Notepad_Team_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipo de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s team" |
*
* @param {Notepad_Team_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_of = /** @type {((inputs: Notepad_Team_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_of(inputs)
	if (locale === "fr") return fr_notepad_team_of(inputs)
	if (locale === "es") return es_notepad_team_of(inputs)
	return en_notepad_team_of(inputs)
});