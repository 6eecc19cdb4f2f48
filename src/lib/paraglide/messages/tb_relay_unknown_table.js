/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_Unknown_TableInputs */

const en_tb_relay_unknown_table = /** @type {(inputs: Tb_Relay_Unknown_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No table has this code. Check the code on the host phone.`)
};

const de_tb_relay_unknown_table = /** @type {(inputs: Tb_Relay_Unknown_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Tisch hat diesen Code. Prüfe den Code auf dem Handy des Gastgebers.`)
};

const fr_tb_relay_unknown_table = /** @type {(inputs: Tb_Relay_Unknown_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune table n’a ce code. Vérifiez le code sur le téléphone de l’hôte.`)
};

const es_tb_relay_unknown_table = /** @type {(inputs: Tb_Relay_Unknown_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna mesa tiene este código. Compruébalo en el móvil del anfitrión.`)
};

/**
* | output |
* | --- |
* | "No table has this code. Check the code on the host phone." |
*
* @param {Tb_Relay_Unknown_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_unknown_table = /** @type {((inputs?: Tb_Relay_Unknown_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_Unknown_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_unknown_table(inputs)
	if (locale === "fr") return fr_tb_relay_unknown_table(inputs)
	if (locale === "es") return es_tb_relay_unknown_table(inputs)
	return en_tb_relay_unknown_table(inputs)
});