/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Games_ColInputs */

const en_pl_games_col = /** @type {(inputs: Pl_Games_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const de_pl_games_col = /** @type {(inputs: Pl_Games_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

const fr_pl_games_col = /** @type {(inputs: Pl_Games_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties`)
};

const es_pl_games_col = /** @type {(inputs: Pl_Games_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Pl_Games_ColInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_games_col = /** @type {((inputs?: Pl_Games_ColInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Games_ColInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_games_col(inputs)
	if (locale === "fr") return fr_pl_games_col(inputs)
	if (locale === "es") return es_pl_games_col(inputs)
	return en_pl_games_col(inputs)
});