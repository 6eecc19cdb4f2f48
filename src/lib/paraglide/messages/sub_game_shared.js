/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_SharedInputs */

const en_sub_game_shared = /** @type {(inputs: Sub_Game_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(shared)`)
};

const de_sub_game_shared = /** @type {(inputs: Sub_Game_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(geteilt)`)
};

const fr_sub_game_shared = /** @type {(inputs: Sub_Game_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ex æquo)`)
};

const es_sub_game_shared = /** @type {(inputs: Sub_Game_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(empate)`)
};

/**
* | output |
* | --- |
* | "(shared)" |
*
* @param {Sub_Game_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_shared = /** @type {((inputs?: Sub_Game_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_SharedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_shared(inputs)
	if (locale === "fr") return fr_sub_game_shared(inputs)
	if (locale === "es") return es_sub_game_shared(inputs)
	return en_sub_game_shared(inputs)
});