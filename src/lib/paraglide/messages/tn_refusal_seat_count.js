/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Tn_Refusal_Seat_CountInputs */

const en_tn_refusal_seat_count = /** @type {(inputs: Tn_Refusal_Seat_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A notepad game takes ${i?.min} to ${i?.max} players; ${i?.count} are seated.`)
};

const de_tn_refusal_seat_count = /** @type {(inputs: Tn_Refusal_Seat_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Spiel auf dem Notizblock hat ${i?.min} bis ${i?.max} Spieler; am Tisch sitzen ${i?.count}.`)
};

const fr_tn_refusal_seat_count = /** @type {(inputs: Tn_Refusal_Seat_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une partie du bloc-notes accueille de ${i?.min} à ${i?.max} joueurs ; il y en a ${i?.count} à la table.`)
};

const es_tn_refusal_seat_count = /** @type {(inputs: Tn_Refusal_Seat_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una partida del bloc de notas admite de ${i?.min} a ${i?.max} jugadores; hay ${i?.count} en la mesa.`)
};

/**
* | output |
* | --- |
* | "A notepad game takes {min} to {max} players; {count} are seated." |
*
* @param {Tn_Refusal_Seat_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_seat_count = /** @type {((inputs: Tn_Refusal_Seat_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Seat_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_seat_count(inputs)
	if (locale === "fr") return fr_tn_refusal_seat_count(inputs)
	if (locale === "es") return es_tn_refusal_seat_count(inputs)
	return en_tn_refusal_seat_count(inputs)
});