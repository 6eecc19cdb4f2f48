/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Sub_Refuse_Player_CountInputs */

const en_sub_refuse_player_count = /** @type {(inputs: Sub_Refuse_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subsets needs ${i?.min} to ${i?.max} players (3 or 4 is usual).`)
};

const de_sub_refuse_player_count = /** @type {(inputs: Sub_Refuse_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subsets braucht ${i?.min} bis ${i?.max} Personen (meist 3 oder 4).`)
};

const fr_sub_refuse_player_count = /** @type {(inputs: Sub_Refuse_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subsets se joue de ${i?.min} à ${i?.max} joueurs (3 ou 4 d’habitude).`)
};

const es_sub_refuse_player_count = /** @type {(inputs: Sub_Refuse_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subsets necesita de ${i?.min} a ${i?.max} jugadores (lo normal son 3 o 4).`)
};

/**
* | output |
* | --- |
* | "Subsets needs {min} to {max} players (3 or 4 is usual)." |
*
* @param {Sub_Refuse_Player_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_player_count = /** @type {((inputs: Sub_Refuse_Player_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Player_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_player_count(inputs)
	if (locale === "fr") return fr_sub_refuse_player_count(inputs)
	if (locale === "es") return es_sub_refuse_player_count(inputs)
	return en_sub_refuse_player_count(inputs)
});