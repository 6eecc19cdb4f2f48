/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Join_TeamInputs */

const en_notepad_join_team = /** @type {(inputs: Notepad_Join_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const de_notepad_join_team = /** @type {(inputs: Notepad_Join_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const fr_notepad_join_team = /** @type {(inputs: Notepad_Join_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe`)
};

const es_notepad_join_team = /** @type {(inputs: Notepad_Join_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Team" |
*
* @param {Notepad_Join_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_join_team = /** @type {((inputs?: Notepad_Join_TeamInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Join_TeamInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_join_team(inputs)
	if (locale === "fr") return fr_notepad_join_team(inputs)
	if (locale === "es") return es_notepad_join_team(inputs)
	return en_notepad_join_team(inputs)
});