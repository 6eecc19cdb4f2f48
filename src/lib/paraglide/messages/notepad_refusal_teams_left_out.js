/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notepad_Refusal_Teams_Left_OutInputs */

const en_notepad_refusal_teams_left_out = /** @type {(inputs: Notepad_Refusal_Teams_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in no team.`)
};

const de_notepad_refusal_teams_left_out = /** @type {(inputs: Notepad_Refusal_Teams_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in keinem Team.`)
};

const fr_notepad_refusal_teams_left_out = /** @type {(inputs: Notepad_Refusal_Teams_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est dans aucune équipe.`)
};

const es_notepad_refusal_teams_left_out = /** @type {(inputs: Notepad_Refusal_Teams_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no está en ningún equipo.`)
};

/**
* | output |
* | --- |
* | "{name} is in no team." |
*
* @param {Notepad_Refusal_Teams_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_left_out = /** @type {((inputs: Notepad_Refusal_Teams_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_Left_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_left_out(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_left_out(inputs)
	if (locale === "es") return es_notepad_refusal_teams_left_out(inputs)
	return en_notepad_refusal_teams_left_out(inputs)
});