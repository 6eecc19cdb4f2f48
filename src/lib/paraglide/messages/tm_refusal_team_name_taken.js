/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ other: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Tm_Refusal_Team_Name_TakenInputs */

const en_tm_refusal_team_name_taken = /** @type {(inputs: Tm_Refusal_Team_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams ${i?.other} and ${i?.number} are both called ${i?.name}: give each team its own name.`)
};

const de_tm_refusal_team_name_taken = /** @type {(inputs: Tm_Refusal_Team_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team ${i?.other} und Team ${i?.number} heißen beide ${i?.name}: Gib jedem Team einen eigenen Namen.`)
};

const fr_tm_refusal_team_name_taken = /** @type {(inputs: Tm_Refusal_Team_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les équipes ${i?.other} et ${i?.number} s’appellent toutes deux ${i?.name} : donnez à chaque équipe son propre nom.`)
};

const es_tm_refusal_team_name_taken = /** @type {(inputs: Tm_Refusal_Team_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los equipos ${i?.other} y ${i?.number} se llaman los dos ${i?.name}: da a cada equipo su propio nombre.`)
};

/**
* | output |
* | --- |
* | "Teams {other} and {number} are both called {name}: give each team its own name." |
*
* @param {Tm_Refusal_Team_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_team_name_taken = /** @type {((inputs: Tm_Refusal_Team_Name_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Team_Name_TakenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_team_name_taken(inputs)
	if (locale === "fr") return fr_tm_refusal_team_name_taken(inputs)
	if (locale === "es") return es_tm_refusal_team_name_taken(inputs)
	return en_tm_refusal_team_name_taken(inputs)
});