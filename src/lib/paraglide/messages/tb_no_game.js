/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_GameInputs */

const en_tb_no_game = /** @type {(inputs: Tb_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table has no game yet. Ask the host to share it again.`)
};

const de_tb_no_game = /** @type {(inputs: Tb_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch hat noch kein Spiel. Bitte den Gastgeber, es erneut zu teilen.`)
};

const fr_tb_no_game = /** @type {(inputs: Tb_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table n’a pas encore de partie. Demandez à l’hôte de la partager à nouveau.`)
};

const es_tb_no_game = /** @type {(inputs: Tb_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa aún no tiene partida. Pide al anfitrión que la vuelva a compartir.`)
};

/**
* | output |
* | --- |
* | "This table has no game yet. Ask the host to share it again." |
*
* @param {Tb_No_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_game = /** @type {((inputs?: Tb_No_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_game(inputs)
	if (locale === "fr") return fr_tb_no_game(inputs)
	if (locale === "es") return es_tb_no_game(inputs)
	return en_tb_no_game(inputs)
});