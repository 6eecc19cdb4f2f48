/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Deal_CardInputs */

const en_subsets_game_deal_card = /** @type {(inputs: Subsets_Game_Deal_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal this card`)
};

const de_subsets_game_deal_card = /** @type {(inputs: Subsets_Game_Deal_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karte austeilen`)
};

const fr_subsets_game_deal_card = /** @type {(inputs: Subsets_Game_Deal_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribuer cette carte`)
};

const es_subsets_game_deal_card = /** @type {(inputs: Subsets_Game_Deal_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repartir esta carta`)
};

/**
* | output |
* | --- |
* | "Deal this card" |
*
* @param {Subsets_Game_Deal_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_deal_card = /** @type {((inputs?: Subsets_Game_Deal_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Deal_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_deal_card(inputs)
	if (locale === "fr") return fr_subsets_game_deal_card(inputs)
	if (locale === "es") return es_subsets_game_deal_card(inputs)
	return en_subsets_game_deal_card(inputs)
});