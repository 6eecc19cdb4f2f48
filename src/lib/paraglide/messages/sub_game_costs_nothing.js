/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Costs_NothingInputs */

const en_sub_game_costs_nothing = /** @type {(inputs: Sub_Game_Costs_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It costs nothing.`)
};

const de_sub_game_costs_nothing = /** @type {(inputs: Sub_Game_Costs_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es kostet nichts.`)
};

const fr_sub_game_costs_nothing = /** @type {(inputs: Sub_Game_Costs_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela ne coûte rien.`)
};

const es_sub_game_costs_nothing = /** @type {(inputs: Sub_Game_Costs_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cuesta nada.`)
};

/**
* | output |
* | --- |
* | "It costs nothing." |
*
* @param {Sub_Game_Costs_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_costs_nothing = /** @type {((inputs?: Sub_Game_Costs_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Costs_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_costs_nothing(inputs)
	if (locale === "fr") return fr_sub_game_costs_nothing(inputs)
	if (locale === "es") return es_sub_game_costs_nothing(inputs)
	return en_sub_game_costs_nothing(inputs)
});