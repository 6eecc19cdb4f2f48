/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_GamesInputs */

const en_shell_nav_games = /** @type {(inputs: Shell_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const de_shell_nav_games = /** @type {(inputs: Shell_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

const fr_shell_nav_games = /** @type {(inputs: Shell_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties`)
};

const es_shell_nav_games = /** @type {(inputs: Shell_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Shell_Nav_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_games = /** @type {((inputs?: Shell_Nav_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_GamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_games(inputs)
	if (locale === "fr") return fr_shell_nav_games(inputs)
	if (locale === "es") return es_shell_nav_games(inputs)
	return en_shell_nav_games(inputs)
});