/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Called_ErrorInputs */

const en_sub_game_called_error = /** @type {(inputs: Sub_Game_Called_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} called “Error!”`)
};

const de_sub_game_called_error = /** @type {(inputs: Sub_Game_Called_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat „Fehler!“ gerufen`)
};

const fr_sub_game_called_error = /** @type {(inputs: Sub_Game_Called_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a crié « Erreur ! »`)
};

const es_sub_game_called_error = /** @type {(inputs: Sub_Game_Called_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gritó «¡Error!»`)
};

/**
* | output |
* | --- |
* | "{name} called “Error!”" |
*
* @param {Sub_Game_Called_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_called_error = /** @type {((inputs: Sub_Game_Called_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Called_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_called_error(inputs)
	if (locale === "fr") return fr_sub_game_called_error(inputs)
	if (locale === "es") return es_sub_game_called_error(inputs)
	return en_sub_game_called_error(inputs)
});