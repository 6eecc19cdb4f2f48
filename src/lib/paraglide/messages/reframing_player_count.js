/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Reframing_Player_CountInputs */

const en_reframing_player_count = /** @type {(inputs: Reframing_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reframing needs ${i?.min} to ${i?.max} players, not ${i?.count}.`)
};

const de_reframing_player_count = /** @type {(inputs: Reframing_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reframing braucht ${i?.min} bis ${i?.max} Spieler, nicht ${i?.count}.`)
};

const fr_reframing_player_count = /** @type {(inputs: Reframing_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reframing se joue de ${i?.min} à ${i?.max} joueurs, pas à ${i?.count}.`)
};

const es_reframing_player_count = /** @type {(inputs: Reframing_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reframing necesita de ${i?.min} a ${i?.max} jugadores, no ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Reframing needs {min} to {max} players, not {count}." |
*
* @param {Reframing_Player_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_player_count = /** @type {((inputs: Reframing_Player_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Player_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_player_count(inputs)
	if (locale === "fr") return fr_reframing_player_count(inputs)
	if (locale === "es") return es_reframing_player_count(inputs)
	return en_reframing_player_count(inputs)
});