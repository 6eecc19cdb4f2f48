/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: NonNullable<unknown> }} Notepad_Refusal_Teams_TargetInputs */

const en_notepad_refusal_teams_target = /** @type {(inputs: Notepad_Refusal_Teams_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game is over: a team reached the target of ${i?.target}.`)
};

const de_notepad_refusal_teams_target = /** @type {(inputs: Notepad_Refusal_Teams_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Spiel ist vorbei: Ein Team hat das Ziel von ${i?.target} erreicht.`)
};

const fr_notepad_refusal_teams_target = /** @type {(inputs: Notepad_Refusal_Teams_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partie est finie : une équipe a atteint l’objectif de ${i?.target}.`)
};

const es_notepad_refusal_teams_target = /** @type {(inputs: Notepad_Refusal_Teams_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partida ha terminado: un equipo alcanzó el objetivo de ${i?.target}.`)
};

/**
* | output |
* | --- |
* | "The game is over: a team reached the target of {target}." |
*
* @param {Notepad_Refusal_Teams_TargetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_target = /** @type {((inputs: Notepad_Refusal_Teams_TargetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_TargetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_target(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_target(inputs)
	if (locale === "es") return es_notepad_refusal_teams_target(inputs)
	return en_notepad_refusal_teams_target(inputs)
});