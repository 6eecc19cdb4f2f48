/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_This_PlayerInputs */

const en_tb_this_player = /** @type {(inputs: Tb_This_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this player`)
};

const de_tb_this_player = /** @type {(inputs: Tb_This_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diesen Spieler`)
};

const fr_tb_this_player = /** @type {(inputs: Tb_This_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce joueur`)
};

const es_tb_this_player = /** @type {(inputs: Tb_This_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este jugador`)
};

/**
* | output |
* | --- |
* | "this player" |
*
* @param {Tb_This_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_this_player = /** @type {((inputs?: Tb_This_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_This_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_this_player(inputs)
	if (locale === "fr") return fr_tb_this_player(inputs)
	if (locale === "es") return es_tb_this_player(inputs)
	return en_tb_this_player(inputs)
});