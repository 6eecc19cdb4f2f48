/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, cards: NonNullable<unknown> }} Sub_Game_Pile_LabelInputs */

const en_sub_game_pile_label = /** @type {(inputs: Sub_Game_Pile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s pile ${i?.number} (${i?.cards})`)
};

const de_sub_game_pile_label = /** @type {(inputs: Sub_Game_Pile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.number} von ${i?.name} (${i?.cards})`)
};

const fr_sub_game_pile_label = /** @type {(inputs: Sub_Game_Pile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.number} de ${i?.name} (${i?.cards})`)
};

const es_sub_game_pile_label = /** @type {(inputs: Sub_Game_Pile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montón ${i?.number} de ${i?.name} (${i?.cards})`)
};

/**
* | output |
* | --- |
* | "{name}’s pile {number} ({cards})" |
*
* @param {Sub_Game_Pile_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_pile_label = /** @type {((inputs: Sub_Game_Pile_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Pile_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_pile_label(inputs)
	if (locale === "fr") return fr_sub_game_pile_label(inputs)
	if (locale === "es") return es_sub_game_pile_label(inputs)
	return en_sub_game_pile_label(inputs)
});