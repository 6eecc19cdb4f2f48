/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Relay_Refused_TableInputs */

const en_tn_t_relay_refused_table = /** @type {(inputs: Tn_T_Relay_Refused_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the relay refused this table.`)
};

const de_tn_t_relay_refused_table = /** @type {(inputs: Tn_T_Relay_Refused_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay hat diesen Tisch abgelehnt.`)
};

const fr_tn_t_relay_refused_table = /** @type {(inputs: Tn_T_Relay_Refused_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le relais a refusé cette table.`)
};

const es_tn_t_relay_refused_table = /** @type {(inputs: Tn_T_Relay_Refused_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el relé ha rechazado esta mesa.`)
};

/**
* | output |
* | --- |
* | "the relay refused this table." |
*
* @param {Tn_T_Relay_Refused_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_relay_refused_table = /** @type {((inputs?: Tn_T_Relay_Refused_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Relay_Refused_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_relay_refused_table(inputs)
	if (locale === "fr") return fr_tn_t_relay_refused_table(inputs)
	if (locale === "es") return es_tn_t_relay_refused_table(inputs)
	return en_tn_t_relay_refused_table(inputs)
});