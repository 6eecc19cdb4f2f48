/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_ConnectingInputs */

const en_tn_t_connecting = /** @type {(inputs: Tn_T_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reaching the relay…`)
};

const de_tn_t_connecting = /** @type {(inputs: Tn_T_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay wird erreicht…`)
};

const fr_tn_t_connecting = /** @type {(inputs: Tn_T_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connexion au relais…`)
};

const es_tn_t_connecting = /** @type {(inputs: Tn_T_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conectando con el relé…`)
};

/**
* | output |
* | --- |
* | "reaching the relay…" |
*
* @param {Tn_T_ConnectingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_connecting = /** @type {((inputs?: Tn_T_ConnectingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_ConnectingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_connecting(inputs)
	if (locale === "fr") return fr_tn_t_connecting(inputs)
	if (locale === "es") return es_tn_t_connecting(inputs)
	return en_tn_t_connecting(inputs)
});