/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_FullInputs */

const en_tb_relay_full = /** @type {(inputs: Tb_Relay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This relay holds as many tables as it may and takes no new one, so the game was not shared. Try again later, or choose another relay in Settings.`)
};

const de_tb_relay_full = /** @type {(inputs: Tb_Relay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Relay hält so viele Tische, wie es darf, und nimmt keinen neuen an, deshalb wurde das Spiel nicht geteilt. Versuche es später noch einmal oder wähle in den Einstellungen ein anderes Relay.`)
};

const fr_tb_relay_full = /** @type {(inputs: Tb_Relay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce relais garde déjà autant de tables qu’il le peut et n’en accepte plus : la partie n’a donc pas été partagée. Réessayez plus tard, ou choisissez un autre relais dans les Réglages.`)
};

const es_tb_relay_full = /** @type {(inputs: Tb_Relay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este relé ya guarda tantas mesas como puede y no acepta ninguna nueva, así que la partida no se ha compartido. Vuelve a intentarlo más tarde o elige otro relé en Ajustes.`)
};

/**
* | output |
* | --- |
* | "This relay holds as many tables as it may and takes no new one, so the game was not shared. Try again later, or choose another relay in Settings." |
*
* @param {Tb_Relay_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_full = /** @type {((inputs?: Tb_Relay_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_full(inputs)
	if (locale === "fr") return fr_tb_relay_full(inputs)
	if (locale === "es") return es_tb_relay_full(inputs)
	return en_tb_relay_full(inputs)
});