/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Not_Own_PlayerInputs */

const en_tb_not_own_player = /** @type {(inputs: Tb_Not_Own_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only this player's own phone can seal their move.`)
};

const de_tb_not_own_player = /** @type {(inputs: Tb_Not_Own_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur das eigene Handy dieses Spielers kann seinen Zug versiegeln.`)
};

const fr_tb_not_own_player = /** @type {(inputs: Tb_Not_Own_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul le propre téléphone de ce joueur peut sceller son coup.`)
};

const es_tb_not_own_player = /** @type {(inputs: Tb_Not_Own_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo el propio móvil de este jugador puede sellar su jugada.`)
};

/**
* | output |
* | --- |
* | "Only this player's own phone can seal their move." |
*
* @param {Tb_Not_Own_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_not_own_player = /** @type {((inputs?: Tb_Not_Own_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Not_Own_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_not_own_player(inputs)
	if (locale === "fr") return fr_tb_not_own_player(inputs)
	if (locale === "es") return es_tb_not_own_player(inputs)
	return en_tb_not_own_player(inputs)
});