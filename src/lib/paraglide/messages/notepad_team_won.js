/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown>, total: NonNullable<unknown>, names: NonNullable<unknown> }} Notepad_Team_WonInputs */

const en_notepad_team_won = /** @type {(inputs: Notepad_Team_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} wins with ${i?.total}: ${i?.names}.`)
};

const de_notepad_team_won = /** @type {(inputs: Notepad_Team_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} gewinnt mit ${i?.total}: ${i?.names}.`)
};

const fr_notepad_team_won = /** @type {(inputs: Notepad_Team_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} gagne avec ${i?.total} : ${i?.names}.`)
};

const es_notepad_team_won = /** @type {(inputs: Notepad_Team_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} gana con ${i?.total}: ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "{team} wins with {total}: {names}." |
*
* @param {Notepad_Team_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_won = /** @type {((inputs: Notepad_Team_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_won(inputs)
	if (locale === "fr") return fr_notepad_team_won(inputs)
	if (locale === "es") return es_notepad_team_won(inputs)
	return en_notepad_team_won(inputs)
});