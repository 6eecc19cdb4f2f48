/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_Too_LargeInputs */

const en_tb_relay_too_large = /** @type {(inputs: Tb_Relay_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table is full: the relay takes no more entries for it. The game goes on on this phone.`)
};

const de_tb_relay_too_large = /** @type {(inputs: Tb_Relay_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch ist voll: Das Relay nimmt keine weiteren Einträge für ihn an. Das Spiel geht auf diesem Handy weiter.`)
};

const fr_tb_relay_too_large = /** @type {(inputs: Tb_Relay_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table est pleine : le relais n’y accepte plus d’entrées. La partie continue sur ce téléphone.`)
};

const es_tb_relay_too_large = /** @type {(inputs: Tb_Relay_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa está llena: el relé ya no acepta más entradas para ella. La partida sigue en este móvil.`)
};

/**
* | output |
* | --- |
* | "This table is full: the relay takes no more entries for it. The game goes on on this phone." |
*
* @param {Tb_Relay_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_too_large = /** @type {((inputs?: Tb_Relay_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_too_large(inputs)
	if (locale === "fr") return fr_tb_relay_too_large(inputs)
	if (locale === "es") return es_tb_relay_too_large(inputs)
	return en_tb_relay_too_large(inputs)
});