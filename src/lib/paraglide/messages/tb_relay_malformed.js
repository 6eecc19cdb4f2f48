/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_MalformedInputs */

const en_tb_relay_malformed = /** @type {(inputs: Tb_Relay_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The relay could not read an update from this phone and stopped taking its updates. The game goes on on this phone.`)
};

const de_tb_relay_malformed = /** @type {(inputs: Tb_Relay_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay konnte eine Änderung von diesem Handy nicht lesen und nimmt keine mehr von ihm an. Das Spiel geht auf diesem Handy weiter.`)
};

const fr_tb_relay_malformed = /** @type {(inputs: Tb_Relay_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le relais n’a pas pu lire une mise à jour de ce téléphone et n’accepte plus les siennes. La partie continue sur ce téléphone.`)
};

const es_tb_relay_malformed = /** @type {(inputs: Tb_Relay_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El relé no pudo leer una actualización de este móvil y ya no acepta las suyas. La partida sigue en este móvil.`)
};

/**
* | output |
* | --- |
* | "The relay could not read an update from this phone and stopped taking its updates. The game goes on on this phone." |
*
* @param {Tb_Relay_MalformedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_malformed = /** @type {((inputs?: Tb_Relay_MalformedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_MalformedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_malformed(inputs)
	if (locale === "fr") return fr_tb_relay_malformed(inputs)
	if (locale === "es") return es_tb_relay_malformed(inputs)
	return en_tb_relay_malformed(inputs)
});