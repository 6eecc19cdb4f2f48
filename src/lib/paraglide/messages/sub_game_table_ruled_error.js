/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Table_Ruled_ErrorInputs */

const en_sub_game_table_ruled_error = /** @type {(inputs: Sub_Game_Table_Ruled_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table ruled that this card is an error.`)
};

const de_sub_game_table_ruled_error = /** @type {(inputs: Sub_Game_Table_Ruled_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat entschieden, dass diese Karte ein Fehler ist.`)
};

const fr_sub_game_table_ruled_error = /** @type {(inputs: Sub_Game_Table_Ruled_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a décidé que cette carte est erronée.`)
};

const es_sub_game_table_ruled_error = /** @type {(inputs: Sub_Game_Table_Ruled_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa decidió que esta carta es errónea.`)
};

/**
* | output |
* | --- |
* | "The table ruled that this card is an error." |
*
* @param {Sub_Game_Table_Ruled_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_table_ruled_error = /** @type {((inputs?: Sub_Game_Table_Ruled_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Table_Ruled_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_table_ruled_error(inputs)
	if (locale === "fr") return fr_sub_game_table_ruled_error(inputs)
	if (locale === "es") return es_sub_game_table_ruled_error(inputs)
	return en_sub_game_table_ruled_error(inputs)
});