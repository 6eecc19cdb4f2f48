/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_Colour_UnseenInputs */

const en_perm_colour_unseen = /** @type {(inputs: Perm_Colour_UnseenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give the colour of card ${i?.card} too: it has not been seen yet in this game.`)
};

const de_perm_colour_unseen = /** @type {(inputs: Perm_Colour_UnseenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib auch die Farbe von Karte ${i?.card} an: Sie wurde in diesem Spiel noch nicht gesehen.`)
};

const fr_perm_colour_unseen = /** @type {(inputs: Perm_Colour_UnseenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indique aussi la couleur de la carte ${i?.card} : elle n’a pas encore été vue dans cette partie.`)
};

const es_perm_colour_unseen = /** @type {(inputs: Perm_Colour_UnseenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indica también el color de la carta ${i?.card}: aún no se ha visto en esta partida.`)
};

/**
* | output |
* | --- |
* | "Give the colour of card {card} too: it has not been seen yet in this game." |
*
* @param {Perm_Colour_UnseenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_unseen = /** @type {((inputs: Perm_Colour_UnseenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_UnseenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_unseen(inputs)
	if (locale === "fr") return fr_perm_colour_unseen(inputs)
	if (locale === "es") return es_perm_colour_unseen(inputs)
	return en_perm_colour_unseen(inputs)
});