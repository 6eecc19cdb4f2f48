/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Tm_Refusal_Team_Name_BlankInputs */

const en_tm_refusal_team_name_blank = /** @type {(inputs: Tm_Refusal_Team_Name_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team ${i?.number}'s name is blank: type a name or leave the field empty.`)
};

const de_tm_refusal_team_name_blank = /** @type {(inputs: Tm_Refusal_Team_Name_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Name von Team ${i?.number} ist leer: Gib einen Namen ein oder lass das Feld frei.`)
};

const fr_tm_refusal_team_name_blank = /** @type {(inputs: Tm_Refusal_Team_Name_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom de l’équipe ${i?.number} est vide : tapez un nom ou laissez le champ vide.`)
};

const es_tm_refusal_team_name_blank = /** @type {(inputs: Tm_Refusal_Team_Name_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del equipo ${i?.number} está en blanco: escribe un nombre o deja el campo vacío.`)
};

/**
* | output |
* | --- |
* | "Team {number}'s name is blank: type a name or leave the field empty." |
*
* @param {Tm_Refusal_Team_Name_BlankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_team_name_blank = /** @type {((inputs: Tm_Refusal_Team_Name_BlankInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Team_Name_BlankInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_team_name_blank(inputs)
	if (locale === "fr") return fr_tm_refusal_team_name_blank(inputs)
	if (locale === "es") return es_tm_refusal_team_name_blank(inputs)
	return en_tm_refusal_team_name_blank(inputs)
});