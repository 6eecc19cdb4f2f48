/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Tr_Player_CountInputs */

const en_tr_player_count = /** @type {(inputs: Tr_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transform needs ${i?.min} to ${i?.max} players, not ${i?.count}.`)
};

const de_tr_player_count = /** @type {(inputs: Tr_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transform braucht ${i?.min} bis ${i?.max} Spieler, nicht ${i?.count}.`)
};

const fr_tr_player_count = /** @type {(inputs: Tr_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transform se joue à ${i?.min} à ${i?.max} joueurs, pas à ${i?.count}.`)
};

const es_tr_player_count = /** @type {(inputs: Tr_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transform necesita de ${i?.min} a ${i?.max} jugadores, no ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Transform needs {min} to {max} players, not {count}." |
*
* @param {Tr_Player_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_player_count = /** @type {((inputs: Tr_Player_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Player_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_player_count(inputs)
	if (locale === "fr") return fr_tr_player_count(inputs)
	if (locale === "es") return es_tr_player_count(inputs)
	return en_tr_player_count(inputs)
});