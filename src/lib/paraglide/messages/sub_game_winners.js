/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown>, cards: NonNullable<unknown> }} Sub_Game_WinnersInputs */

const en_sub_game_winners = /** @type {(inputs: Sub_Game_WinnersInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.names} wins with ${i?.cards}.`);
	return /** @type {LocalizedString} */ (`${i?.names} share the win with ${i?.cards}.`)
	
};

const de_sub_game_winners = /** @type {(inputs: Sub_Game_WinnersInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.names} gewinnt mit ${i?.cards}.`);
	return /** @type {LocalizedString} */ (`${i?.names} gewinnen gemeinsam mit ${i?.cards}.`)
	
};

const fr_sub_game_winners = /** @type {(inputs: Sub_Game_WinnersInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.names} gagne avec ${i?.cards}.`);
	return /** @type {LocalizedString} */ (`${i?.names} se partagent la victoire avec ${i?.cards}.`)
	
};

const es_sub_game_winners = /** @type {(inputs: Sub_Game_WinnersInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.names} gana con ${i?.cards}.`);
	return /** @type {LocalizedString} */ (`${i?.names} comparten la victoria con ${i?.cards}.`)
	
};

/**
* | count | output |
* | --- | --- |
* | "1" | "{names} wins with {cards}." |
* | * | "{names} share the win with {cards}." |
*
* @param {Sub_Game_WinnersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_winners = /** @type {((inputs: Sub_Game_WinnersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_WinnersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_winners(inputs)
	if (locale === "fr") return fr_sub_game_winners(inputs)
	if (locale === "es") return es_sub_game_winners(inputs)
	return en_sub_game_winners(inputs)
});