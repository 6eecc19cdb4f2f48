/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Unreadable_GameInputs */

const en_tb_unreadable_game = /** @type {(inputs: Tb_Unreadable_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table's game cannot be read by this copy of Tablemate, so it was not joined. Ask the host to share the game again.`)
};

const de_tb_unreadable_game = /** @type {(inputs: Tb_Unreadable_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel dieses Tisches kann von dieser Tablemate-Kopie nicht gelesen werden, deshalb wurde dem Tisch nicht beigetreten. Bitte den Gastgeber, das Spiel erneut zu teilen.`)
};

const fr_tb_unreadable_game = /** @type {(inputs: Tb_Unreadable_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette copie de Tablemate ne peut pas lire la partie de cette table : elle n’a donc pas été rejointe. Demandez à l’hôte de partager la partie à nouveau.`)
};

const es_tb_unreadable_game = /** @type {(inputs: Tb_Unreadable_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta copia de Tablemate no puede leer la partida de esta mesa, así que no te has unido. Pide al anfitrión que vuelva a compartir la partida.`)
};

/**
* | output |
* | --- |
* | "This table's game cannot be read by this copy of Tablemate, so it was not joined. Ask the host to share the game again." |
*
* @param {Tb_Unreadable_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unreadable_game = /** @type {((inputs?: Tb_Unreadable_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Unreadable_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unreadable_game(inputs)
	if (locale === "fr") return fr_tb_unreadable_game(inputs)
	if (locale === "es") return es_tb_unreadable_game(inputs)
	return en_tb_unreadable_game(inputs)
});