/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_GamesInputs */

const en_sb_games = /** @type {(inputs: Sb_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const de_sb_games = /** @type {(inputs: Sb_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

const fr_sb_games = /** @type {(inputs: Sb_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeux`)
};

const es_sb_games = /** @type {(inputs: Sb_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Sb_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_games = /** @type {((inputs?: Sb_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_GamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_games(inputs)
	if (locale === "fr") return fr_sb_games(inputs)
	if (locale === "es") return es_sb_games(inputs)
	return en_sb_games(inputs)
});