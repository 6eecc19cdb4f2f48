/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Team_TotalsInputs */

const en_notepad_team_totals = /** @type {(inputs: Notepad_Team_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team totals`)
};

const de_notepad_team_totals = /** @type {(inputs: Notepad_Team_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summen der Teams`)
};

const fr_notepad_team_totals = /** @type {(inputs: Notepad_Team_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux des équipes`)
};

const es_notepad_team_totals = /** @type {(inputs: Notepad_Team_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totales de los equipos`)
};

/**
* | output |
* | --- |
* | "Team totals" |
*
* @param {Notepad_Team_TotalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_team_totals = /** @type {((inputs?: Notepad_Team_TotalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Team_TotalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_team_totals(inputs)
	if (locale === "fr") return fr_notepad_team_totals(inputs)
	if (locale === "es") return es_notepad_team_totals(inputs)
	return en_notepad_team_totals(inputs)
});