/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Game_Card_WordInputs */

const en_sub_game_card_word = /** @type {(inputs: Sub_Game_Card_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`card`);
	return /** @type {LocalizedString} */ (`cards`)
	
};

const de_sub_game_card_word = /** @type {(inputs: Sub_Game_Card_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Karte`);
	return /** @type {LocalizedString} */ (`Karten`)
	
};

const fr_sub_game_card_word = /** @type {(inputs: Sub_Game_Card_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`carte`);
	return /** @type {LocalizedString} */ (`cartes`)
	
};

const es_sub_game_card_word = /** @type {(inputs: Sub_Game_Card_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`carta`);
	return /** @type {LocalizedString} */ (`cartas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "card" |
* | * | "cards" |
*
* @param {Sub_Game_Card_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_card_word = /** @type {((inputs: Sub_Game_Card_WordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Card_WordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_card_word(inputs)
	if (locale === "fr") return fr_sub_game_card_word(inputs)
	if (locale === "es") return es_sub_game_card_word(inputs)
	return en_sub_game_card_word(inputs)
});