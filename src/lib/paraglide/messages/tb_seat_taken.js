/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Seat_TakenInputs */

const en_tb_seat_taken = /** @type {(inputs: Tb_Seat_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another phone chose ${i?.name} before this one, so it plays ${i?.name} at this table. Choose another player for this phone.`)
};

const de_tb_seat_taken = /** @type {(inputs: Tb_Seat_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein anderes Handy hat ${i?.name} vor diesem gewählt und spielt deshalb ${i?.name} an diesem Tisch. Wähle einen anderen Spieler für dieses Handy.`)
};

const fr_tb_seat_taken = /** @type {(inputs: Tb_Seat_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un autre téléphone a choisi ${i?.name} avant celui-ci : c’est donc lui qui joue ${i?.name} à cette table. Choisissez un autre joueur pour ce téléphone.`)
};

const es_tb_seat_taken = /** @type {(inputs: Tb_Seat_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Otro móvil eligió a ${i?.name} antes que este, así que es él quien juega como ${i?.name} en esta mesa. Elige otro jugador para este móvil.`)
};

/**
* | output |
* | --- |
* | "Another phone chose {name} before this one, so it plays {name} at this table. Choose another player for this phone." |
*
* @param {Tb_Seat_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seat_taken = /** @type {((inputs: Tb_Seat_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seat_TakenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seat_taken(inputs)
	if (locale === "fr") return fr_tb_seat_taken(inputs)
	if (locale === "es") return es_tb_seat_taken(inputs)
	return en_tb_seat_taken(inputs)
});