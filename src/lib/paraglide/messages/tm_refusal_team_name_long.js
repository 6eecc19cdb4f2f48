/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, max: NonNullable<unknown> }} Tm_Refusal_Team_Name_LongInputs */

const en_tm_refusal_team_name_long = /** @type {(inputs: Tm_Refusal_Team_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team ${i?.number}'s name is too long: at most ${i?.max} characters.`)
};

const de_tm_refusal_team_name_long = /** @type {(inputs: Tm_Refusal_Team_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Name von Team ${i?.number} ist zu lang: höchstens ${i?.max} Zeichen.`)
};

const fr_tm_refusal_team_name_long = /** @type {(inputs: Tm_Refusal_Team_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom de l’équipe ${i?.number} est trop long : ${i?.max} caractères au plus.`)
};

const es_tm_refusal_team_name_long = /** @type {(inputs: Tm_Refusal_Team_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del equipo ${i?.number} es demasiado largo: como máximo ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Team {number}'s name is too long: at most {max} characters." |
*
* @param {Tm_Refusal_Team_Name_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_team_name_long = /** @type {((inputs: Tm_Refusal_Team_Name_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Team_Name_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_team_name_long(inputs)
	if (locale === "fr") return fr_tm_refusal_team_name_long(inputs)
	if (locale === "es") return es_tm_refusal_team_name_long(inputs)
	return en_tm_refusal_team_name_long(inputs)
});