/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Hint_Mine_Then_OthersInputs */

const en_tr_hint_mine_then_others = /** @type {(inputs: Tr_Hint_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Of the orders that give you your best score, the one that leaves the others the lowest score.`)
};

const de_tr_hint_mine_then_others = /** @type {(inputs: Tr_Hint_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von den Reihenfolgen mit deiner besten Punktzahl die, bei der die anderen am wenigsten Punkte bekommen.`)
};

const fr_tr_hint_mine_then_others = /** @type {(inputs: Tr_Hint_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parmi les ordres qui te donnent ton meilleur score, celui qui laisse aux autres le score le plus bas.`)
};

const es_tr_hint_mine_then_others = /** @type {(inputs: Tr_Hint_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De los órdenes que te dan tu mejor puntuación, el que deja a los demás la más baja.`)
};

/**
* | output |
* | --- |
* | "Of the orders that give you your best score, the one that leaves the others the lowest score." |
*
* @param {Tr_Hint_Mine_Then_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hint_mine_then_others = /** @type {((inputs?: Tr_Hint_Mine_Then_OthersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hint_Mine_Then_OthersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hint_mine_then_others(inputs)
	if (locale === "fr") return fr_tr_hint_mine_then_others(inputs)
	if (locale === "es") return es_tr_hint_mine_then_others(inputs)
	return en_tr_hint_mine_then_others(inputs)
});