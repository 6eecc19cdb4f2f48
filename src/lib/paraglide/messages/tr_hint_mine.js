/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Hint_MineInputs */

const en_tr_hint_mine = /** @type {(inputs: Tr_Hint_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The highest score against your own b-list.`)
};

const de_tr_hint_mine = /** @type {(inputs: Tr_Hint_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die meisten Punkte mit deiner eigenen b-Liste.`)
};

const fr_tr_hint_mine = /** @type {(inputs: Tr_Hint_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur score avec ta propre liste b.`)
};

const es_tr_hint_mine = /** @type {(inputs: Tr_Hint_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La puntuación más alta con tu propia lista b.`)
};

/**
* | output |
* | --- |
* | "The highest score against your own b-list." |
*
* @param {Tr_Hint_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hint_mine = /** @type {((inputs?: Tr_Hint_MineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hint_MineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hint_mine(inputs)
	if (locale === "fr") return fr_tr_hint_mine(inputs)
	if (locale === "es") return es_tr_hint_mine(inputs)
	return en_tr_hint_mine(inputs)
});