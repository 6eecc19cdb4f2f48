/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Goal_Others_Then_MineInputs */

const en_tr_goal_others_then_mine = /** @type {(inputs: Tr_Goal_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hardest for the others`)
};

const de_tr_goal_others_then_mine = /** @type {(inputs: Tr_Goal_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am schwersten für die anderen`)
};

const fr_tr_goal_others_then_mine = /** @type {(inputs: Tr_Goal_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus dur pour les autres`)
};

const es_tr_goal_others_then_mine = /** @type {(inputs: Tr_Goal_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El más difícil para los demás`)
};

/**
* | output |
* | --- |
* | "Hardest for the others" |
*
* @param {Tr_Goal_Others_Then_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_goal_others_then_mine = /** @type {((inputs?: Tr_Goal_Others_Then_MineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Goal_Others_Then_MineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_goal_others_then_mine(inputs)
	if (locale === "fr") return fr_tr_goal_others_then_mine(inputs)
	if (locale === "es") return es_tr_goal_others_then_mine(inputs)
	return en_tr_goal_others_then_mine(inputs)
});