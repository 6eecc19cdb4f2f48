/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown>, names: NonNullable<unknown>, total: NonNullable<unknown> }} Notepad_Team_LineInputs */

const en_notepad_team_line = /** @type {(inputs: Notepad_Team_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} (${i?.names}): ${i?.total}`)
};

const de_notepad_team_line = /** @type {(inputs: Notepad_Team_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} (${i?.names}): ${i?.total}`)
};

const fr_notepad_team_line = /** @type {(inputs: Notepad_Team_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} (${i?.names}) : ${i?.total}`)
};

const es_notepad_team_line = /** @type {(inputs: Notepad_Team_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} (${i?.names}): ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{team} ({names}): {total}" |
*
* @param {Notepad_Team_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_line = /** @type {((inputs: Notepad_Team_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_line(inputs)
	if (locale === "fr") return fr_notepad_team_line(inputs)
	if (locale === "es") return es_notepad_team_line(inputs)
	return en_notepad_team_line(inputs)
});