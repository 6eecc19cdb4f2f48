/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Goal_Mine_Then_OthersInputs */

const en_tr_goal_mine_then_others = /** @type {(inputs: Tr_Goal_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best for me, then hardest for the others`)
};

const de_tr_goal_mine_then_others = /** @type {(inputs: Tr_Goal_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am besten für mich, dann am schwersten für die anderen`)
};

const fr_tr_goal_mine_then_others = /** @type {(inputs: Tr_Goal_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur pour moi, puis le plus dur pour les autres`)
};

const es_tr_goal_mine_then_others = /** @type {(inputs: Tr_Goal_Mine_Then_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mejor para mí y luego el más difícil para los demás`)
};

/**
* | output |
* | --- |
* | "Best for me, then hardest for the others" |
*
* @param {Tr_Goal_Mine_Then_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_goal_mine_then_others = /** @type {((inputs?: Tr_Goal_Mine_Then_OthersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Goal_Mine_Then_OthersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_goal_mine_then_others(inputs)
	if (locale === "fr") return fr_tr_goal_mine_then_others(inputs)
	if (locale === "es") return es_tr_goal_mine_then_others(inputs)
	return en_tr_goal_mine_then_others(inputs)
});