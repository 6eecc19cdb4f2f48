/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Teams_Stats_Team_WinsInputs */

const en_teams_stats_team_wins = /** @type {(inputs: Teams_Stats_Team_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team wins`)
};

const de_teams_stats_team_wins = /** @type {(inputs: Teams_Stats_Team_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege im Team`)
};

const fr_teams_stats_team_wins = /** @type {(inputs: Teams_Stats_Team_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires en équipe`)
};

const es_teams_stats_team_wins = /** @type {(inputs: Teams_Stats_Team_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias en equipo`)
};

/**
* | output |
* | --- |
* | "Team wins" |
*
* @param {Teams_Stats_Team_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const teams_stats_team_wins = /** @type {((inputs?: Teams_Stats_Team_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teams_Stats_Team_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_teams_stats_team_wins(inputs)
	if (locale === "fr") return fr_teams_stats_team_wins(inputs)
	if (locale === "es") return es_teams_stats_team_wins(inputs)
	return en_teams_stats_team_wins(inputs)
});