/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_Time_Every_GameInputs */

const en_pl_over_time_every_game = /** @type {(inputs: Pl_Over_Time_Every_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every game`)
};

const de_pl_over_time_every_game = /** @type {(inputs: Pl_Over_Time_Every_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Spiele`)
};

const fr_pl_over_time_every_game = /** @type {(inputs: Pl_Over_Time_Every_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jeux`)
};

const es_pl_over_time_every_game = /** @type {(inputs: Pl_Over_Time_Every_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los juegos`)
};

/**
* | output |
* | --- |
* | "Every game" |
*
* @param {Pl_Over_Time_Every_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time_every_game = /** @type {((inputs?: Pl_Over_Time_Every_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_Time_Every_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time_every_game(inputs)
	if (locale === "fr") return fr_pl_over_time_every_game(inputs)
	if (locale === "es") return es_pl_over_time_every_game(inputs)
	return en_pl_over_time_every_game(inputs)
});