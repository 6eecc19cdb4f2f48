/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Game_Face_Up_PilesInputs */

const en_sub_game_face_up_piles = /** @type {(inputs: Sub_Game_Face_Up_PilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} face-up pile`);
	return /** @type {LocalizedString} */ (`${i?.count} face-up piles`)
	
};

const de_sub_game_face_up_piles = /** @type {(inputs: Sub_Game_Face_Up_PilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} offener Stapel`);
	return /** @type {LocalizedString} */ (`${i?.count} offene Stapel`)
	
};

const fr_sub_game_face_up_piles = /** @type {(inputs: Sub_Game_Face_Up_PilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pile face visible`);
	return /** @type {LocalizedString} */ (`${i?.count} piles face visible`)
	
};

const es_sub_game_face_up_piles = /** @type {(inputs: Sub_Game_Face_Up_PilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} montón boca arriba`);
	return /** @type {LocalizedString} */ (`${i?.count} montones boca arriba`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} face-up pile" |
* | * | "{count} face-up piles" |
*
* @param {Sub_Game_Face_Up_PilesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_face_up_piles = /** @type {((inputs: Sub_Game_Face_Up_PilesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Face_Up_PilesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_face_up_piles(inputs)
	if (locale === "fr") return fr_sub_game_face_up_piles(inputs)
	if (locale === "es") return es_sub_game_face_up_piles(inputs)
	return en_sub_game_face_up_piles(inputs)
});