/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Tm_Team_Name_LabelInputs */

const en_tm_team_name_label = /** @type {(inputs: Tm_Team_Name_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name of team ${i?.number} (optional)`)
};

const de_tm_team_name_label = /** @type {(inputs: Tm_Team_Name_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name von Team ${i?.number} (freiwillig)`)
};

const fr_tm_team_name_label = /** @type {(inputs: Tm_Team_Name_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nom de l’équipe ${i?.number} (facultatif)`)
};

const es_tm_team_name_label = /** @type {(inputs: Tm_Team_Name_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre del equipo ${i?.number} (opcional)`)
};

/**
* | output |
* | --- |
* | "Name of team {number} (optional)" |
*
* @param {Tm_Team_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_team_name_label = /** @type {((inputs: Tm_Team_Name_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Team_Name_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_team_name_label(inputs)
	if (locale === "fr") return fr_tm_team_name_label(inputs)
	if (locale === "es") return es_tm_team_name_label(inputs)
	return en_tm_team_name_label(inputs)
});