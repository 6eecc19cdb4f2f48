/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Legend_PlayersInputs */

const en_tn_new_legend_players = /** @type {(inputs: Tn_New_Legend_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Players, in seat order`)
};

const de_tn_new_legend_players = /** @type {(inputs: Tn_New_Legend_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Spieler, in Sitzreihenfolge`)
};

const fr_tn_new_legend_players = /** @type {(inputs: Tn_New_Legend_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Joueurs, dans l’ordre des places`)
};

const es_tn_new_legend_players = /** @type {(inputs: Tn_New_Legend_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Jugadores, por orden de asiento`)
};

/**
* | output |
* | --- |
* | "2. Players, in seat order" |
*
* @param {Tn_New_Legend_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_legend_players = /** @type {((inputs?: Tn_New_Legend_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Legend_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_legend_players(inputs)
	if (locale === "fr") return fr_tn_new_legend_players(inputs)
	if (locale === "es") return es_tn_new_legend_players(inputs)
	return en_tn_new_legend_players(inputs)
});