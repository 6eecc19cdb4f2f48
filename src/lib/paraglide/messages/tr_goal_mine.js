/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Goal_MineInputs */

const en_tr_goal_mine = /** @type {(inputs: Tr_Goal_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best for me`)
};

const de_tr_goal_mine = /** @type {(inputs: Tr_Goal_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am besten für mich`)
};

const fr_tr_goal_mine = /** @type {(inputs: Tr_Goal_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur pour moi`)
};

const es_tr_goal_mine = /** @type {(inputs: Tr_Goal_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mejor para mí`)
};

/**
* | output |
* | --- |
* | "Best for me" |
*
* @param {Tr_Goal_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_goal_mine = /** @type {((inputs?: Tr_Goal_MineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Goal_MineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_goal_mine(inputs)
	if (locale === "fr") return fr_tr_goal_mine(inputs)
	if (locale === "es") return es_tr_goal_mine(inputs)
	return en_tr_goal_mine(inputs)
});