/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Player_JoinsInputs */

const en_tn_np_player_joins = /** @type {(inputs: Tn_Np_Player_JoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player joins`)
};

const de_tn_np_player_joins = /** @type {(inputs: Tn_Np_Player_JoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand steigt ein`)
};

const fr_tn_np_player_joins = /** @type {(inputs: Tn_Np_Player_JoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un joueur arrive`)
};

const es_tn_np_player_joins = /** @type {(inputs: Tn_Np_Player_JoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se une un jugador`)
};

/**
* | output |
* | --- |
* | "A player joins" |
*
* @param {Tn_Np_Player_JoinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_player_joins = /** @type {((inputs?: Tn_Np_Player_JoinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Player_JoinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_player_joins(inputs)
	if (locale === "fr") return fr_tn_np_player_joins(inputs)
	if (locale === "es") return es_tn_np_player_joins(inputs)
	return en_tn_np_player_joins(inputs)
});