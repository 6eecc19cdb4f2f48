/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Perm_Pool_Card_ColourInputs */

const en_perm_pool_card_colour = /** @type {(inputs: Perm_Pool_Card_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colour of pool card ${i?.place}`)
};

const de_perm_pool_card_colour = /** @type {(inputs: Perm_Pool_Card_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farbe der Auslagekarte ${i?.place}`)
};

const fr_perm_pool_card_colour = /** @type {(inputs: Perm_Pool_Card_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleur de la carte ${i?.place} de la réserve`)
};

const es_perm_pool_card_colour = /** @type {(inputs: Perm_Pool_Card_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Color de la carta ${i?.place} de la reserva`)
};

/**
* | output |
* | --- |
* | "Colour of pool card {place}" |
*
* @param {Perm_Pool_Card_ColourInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_card_colour = /** @type {((inputs: Perm_Pool_Card_ColourInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_Card_ColourInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_card_colour(inputs)
	if (locale === "fr") return fr_perm_pool_card_colour(inputs)
	if (locale === "es") return es_perm_pool_card_colour(inputs)
	return en_perm_pool_card_colour(inputs)
});