/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_RelayInputs */

const en_tb_no_relay = /** @type {(inputs: Tb_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the address of a relay in Settings first, then share the game.`)
};

const de_tb_no_relay = /** @type {(inputs: Tb_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib zuerst in den Einstellungen die Adresse eines Relays an und teile dann das Spiel.`)
};

const fr_tb_no_relay = /** @type {(inputs: Tb_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez d’abord l’adresse d’un relais dans les Réglages, puis partagez la partie.`)
};

const es_tb_no_relay = /** @type {(inputs: Tb_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon primero la dirección de un relé en Ajustes y luego comparte la partida.`)
};

/**
* | output |
* | --- |
* | "Set the address of a relay in Settings first, then share the game." |
*
* @param {Tb_No_RelayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_relay = /** @type {((inputs?: Tb_No_RelayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_RelayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_relay(inputs)
	if (locale === "fr") return fr_tb_no_relay(inputs)
	if (locale === "es") return es_tb_no_relay(inputs)
	return en_tb_no_relay(inputs)
});