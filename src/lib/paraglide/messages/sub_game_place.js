/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Sub_Game_PlaceInputs */

const en_sub_game_place = /** @type {(inputs: Sub_Game_PlaceInputs) => LocalizedString} */ (i) => {
	if ((i?.place === 1 || i?.place === "1")) return /** @type {LocalizedString} */ (`1st`);
	if ((i?.place === 2 || i?.place === "2")) return /** @type {LocalizedString} */ (`2nd`);
	if ((i?.place === 3 || i?.place === "3")) return /** @type {LocalizedString} */ (`3rd`);
	return /** @type {LocalizedString} */ (`${i?.place}th`)
	
};

const de_sub_game_place = /** @type {(inputs: Sub_Game_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place}.`)
};

const fr_sub_game_place = /** @type {(inputs: Sub_Game_PlaceInputs) => LocalizedString} */ (i) => {
	if ((i?.place === 1 || i?.place === "1")) return /** @type {LocalizedString} */ (`1er`);
	return /** @type {LocalizedString} */ (`${i?.place}e`)
	
};

const es_sub_game_place = /** @type {(inputs: Sub_Game_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place}.º`)
};

/**
* | place | output |
* | --- | --- |
* | "1" | "1st" |
* | "2" | "2nd" |
* | "3" | "3rd" |
* | * | "{place}th" |
*
* @param {Sub_Game_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_place = /** @type {((inputs: Sub_Game_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_place(inputs)
	if (locale === "fr") return fr_sub_game_place(inputs)
	if (locale === "es") return es_sub_game_place(inputs)
	return en_sub_game_place(inputs)
});