/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teams: NonNullable<unknown>, total: NonNullable<unknown> }} Notepad_Teams_TiedInputs */

const en_notepad_teams_tied = /** @type {(inputs: Notepad_Teams_TiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teams} share the win with ${i?.total}.`)
};

const de_notepad_teams_tied = /** @type {(inputs: Notepad_Teams_TiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teams} teilen sich den Sieg mit ${i?.total}.`)
};

const fr_notepad_teams_tied = /** @type {(inputs: Notepad_Teams_TiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teams} se partagent la victoire avec ${i?.total}.`)
};

const es_notepad_teams_tied = /** @type {(inputs: Notepad_Teams_TiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teams} comparten la victoria con ${i?.total}.`)
};

/**
* | output |
* | --- |
* | "{teams} share the win with {total}." |
*
* @param {Notepad_Teams_TiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_teams_tied = /** @type {((inputs: Notepad_Teams_TiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Teams_TiedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_teams_tied(inputs)
	if (locale === "fr") return fr_notepad_teams_tied(inputs)
	if (locale === "es") return es_notepad_teams_tied(inputs)
	return en_notepad_teams_tied(inputs)
});