/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Subsets_Game_Called_FirstInputs */

const en_subsets_game_called_first = /** @type {(inputs: Subsets_Game_Called_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} called first`)
};

const de_subsets_game_called_first = /** @type {(inputs: Subsets_Game_Called_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} war zuerst`)
};

const fr_subsets_game_called_first = /** @type {(inputs: Subsets_Game_Called_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a crié en premier`)
};

const es_subsets_game_called_first = /** @type {(inputs: Subsets_Game_Called_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gritó primero`)
};

/**
* | output |
* | --- |
* | "{name} called first" |
*
* @param {Subsets_Game_Called_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_called_first = /** @type {((inputs: Subsets_Game_Called_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Called_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_called_first(inputs)
	if (locale === "fr") return fr_subsets_game_called_first(inputs)
	if (locale === "es") return es_subsets_game_called_first(inputs)
	return en_subsets_game_called_first(inputs)
});