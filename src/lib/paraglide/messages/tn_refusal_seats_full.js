/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tn_Refusal_Seats_FullInputs */

const en_tn_refusal_seats_full = /** @type {(inputs: Tn_Refusal_Seats_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A notepad game takes at most ${i?.max} players, and ${i?.max} are seated.`)
};

const de_tn_refusal_seats_full = /** @type {(inputs: Tn_Refusal_Seats_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Spiel auf dem Notizblock hat höchstens ${i?.max} Spieler, und ${i?.max} sitzen schon am Tisch.`)
};

const fr_tn_refusal_seats_full = /** @type {(inputs: Tn_Refusal_Seats_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une partie du bloc-notes accueille ${i?.max} joueurs au plus, et ils sont déjà ${i?.max}.`)
};

const es_tn_refusal_seats_full = /** @type {(inputs: Tn_Refusal_Seats_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una partida del bloc de notas admite como mucho ${i?.max} jugadores, y ya hay ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "A notepad game takes at most {max} players, and {max} are seated." |
*
* @param {Tn_Refusal_Seats_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_seats_full = /** @type {((inputs: Tn_Refusal_Seats_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Seats_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_seats_full(inputs)
	if (locale === "fr") return fr_tn_refusal_seats_full(inputs)
	if (locale === "es") return es_tn_refusal_seats_full(inputs)
	return en_tn_refusal_seats_full(inputs)
});