/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Sub_Game_Cannot_DecideInputs */

const en_sub_game_cannot_decide = /** @type {(inputs: Sub_Game_Cannot_DecideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The referee cannot decide (${i?.why}) Ask the table.`)
};

const de_sub_game_cannot_decide = /** @type {(inputs: Sub_Game_Cannot_DecideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter kann es nicht entscheiden (${i?.why}) Fragt den Tisch.`)
};

const fr_sub_game_cannot_decide = /** @type {(inputs: Sub_Game_Cannot_DecideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’arbitre ne peut pas trancher (${i?.why}) Demandez à la table.`)
};

const es_sub_game_cannot_decide = /** @type {(inputs: Sub_Game_Cannot_DecideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El árbitro no puede decidirlo (${i?.why}) Preguntad a la mesa.`)
};

/**
* | output |
* | --- |
* | "The referee cannot decide ({why}) Ask the table." |
*
* @param {Sub_Game_Cannot_DecideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_cannot_decide = /** @type {((inputs: Sub_Game_Cannot_DecideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Cannot_DecideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_cannot_decide(inputs)
	if (locale === "fr") return fr_sub_game_cannot_decide(inputs)
	if (locale === "es") return es_sub_game_cannot_decide(inputs)
	return en_sub_game_cannot_decide(inputs)
});