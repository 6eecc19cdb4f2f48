/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Shared_GameInputs */

const en_tn_t_shared_game = /** @type {(inputs: Tn_T_Shared_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared game`)
};

const de_tn_t_shared_game = /** @type {(inputs: Tn_T_Shared_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteiltes Spiel`)
};

const fr_tn_t_shared_game = /** @type {(inputs: Tn_T_Shared_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie partagée`)
};

const es_tn_t_shared_game = /** @type {(inputs: Tn_T_Shared_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida compartida`)
};

/**
* | output |
* | --- |
* | "Shared game" |
*
* @param {Tn_T_Shared_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_shared_game = /** @type {((inputs?: Tn_T_Shared_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Shared_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_shared_game(inputs)
	if (locale === "fr") return fr_tn_t_shared_game(inputs)
	if (locale === "es") return es_tn_t_shared_game(inputs)
	return en_tn_t_shared_game(inputs)
});