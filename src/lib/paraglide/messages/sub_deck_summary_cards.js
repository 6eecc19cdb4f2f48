/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Deck_Summary_CardsInputs */

const en_sub_deck_summary_cards = /** @type {(inputs: Sub_Deck_Summary_CardsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} card:`);
	return /** @type {LocalizedString} */ (`${i?.count} cards:`)
	
};

const de_sub_deck_summary_cards = /** @type {(inputs: Sub_Deck_Summary_CardsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Karte:`);
	return /** @type {LocalizedString} */ (`${i?.count} Karten:`)
	
};

const fr_sub_deck_summary_cards = /** @type {(inputs: Sub_Deck_Summary_CardsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carte :`);
	return /** @type {LocalizedString} */ (`${i?.count} cartes :`)
	
};

const es_sub_deck_summary_cards = /** @type {(inputs: Sub_Deck_Summary_CardsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carta:`);
	return /** @type {LocalizedString} */ (`${i?.count} cartas:`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} card:" |
* | * | "{count} cards:" |
*
* @param {Sub_Deck_Summary_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_summary_cards = /** @type {((inputs: Sub_Deck_Summary_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Summary_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_summary_cards(inputs)
	if (locale === "fr") return fr_sub_deck_summary_cards(inputs)
	if (locale === "es") return es_sub_deck_summary_cards(inputs)
	return en_sub_deck_summary_cards(inputs)
});