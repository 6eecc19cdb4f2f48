/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_This_GameInputs */

const en_tn_s_this_game = /** @type {(inputs: Tn_S_This_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game`)
};

const de_tn_s_this_game = /** @type {(inputs: Tn_S_This_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel`)
};

const fr_tn_s_this_game = /** @type {(inputs: Tn_S_This_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie`)
};

const es_tn_s_this_game = /** @type {(inputs: Tn_S_This_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida`)
};

/**
* | output |
* | --- |
* | "This game" |
*
* @param {Tn_S_This_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_this_game = /** @type {((inputs?: Tn_S_This_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_This_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_this_game(inputs)
	if (locale === "fr") return fr_tn_s_this_game(inputs)
	if (locale === "es") return es_tn_s_this_game(inputs)
	return en_tn_s_this_game(inputs)
});