/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Entry_Not_MadeInputs */

const en_sub_game_entry_not_made = /** @type {(inputs: Sub_Game_Entry_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The entry was not made.`)
};

const de_sub_game_entry_not_made = /** @type {(inputs: Sub_Game_Entry_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Eintrag wurde nicht gemacht.`)
};

const fr_sub_game_entry_not_made = /** @type {(inputs: Sub_Game_Entry_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entrée n’a pas été faite.`)
};

const es_sub_game_entry_not_made = /** @type {(inputs: Sub_Game_Entry_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se hizo la entrada.`)
};

/**
* | output |
* | --- |
* | "The entry was not made." |
*
* @param {Sub_Game_Entry_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_entry_not_made = /** @type {((inputs?: Sub_Game_Entry_Not_MadeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Entry_Not_MadeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_entry_not_made(inputs)
	if (locale === "fr") return fr_sub_game_entry_not_made(inputs)
	if (locale === "es") return es_sub_game_entry_not_made(inputs)
	return en_sub_game_entry_not_made(inputs)
});