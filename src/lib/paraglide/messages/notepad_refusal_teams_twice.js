/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notepad_Refusal_Teams_TwiceInputs */

const en_notepad_refusal_teams_twice = /** @type {(inputs: Notepad_Refusal_Teams_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in two teams.`)
};

const de_notepad_refusal_teams_twice = /** @type {(inputs: Notepad_Refusal_Teams_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in zwei Teams.`)
};

const fr_notepad_refusal_teams_twice = /** @type {(inputs: Notepad_Refusal_Teams_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est dans deux équipes.`)
};

const es_notepad_refusal_teams_twice = /** @type {(inputs: Notepad_Refusal_Teams_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está en dos equipos.`)
};

/**
* | output |
* | --- |
* | "{name} is in two teams." |
*
* @param {Notepad_Refusal_Teams_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_twice = /** @type {((inputs: Notepad_Refusal_Teams_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_twice(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_twice(inputs)
	if (locale === "es") return es_notepad_refusal_teams_twice(inputs)
	return en_notepad_refusal_teams_twice(inputs)
});