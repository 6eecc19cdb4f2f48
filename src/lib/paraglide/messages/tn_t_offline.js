/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_OfflineInputs */

const en_tn_t_offline = /** @type {(inputs: Tn_T_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offline: entries made here are shared once the relay is back.`)
};

const de_tn_t_offline = /** @type {(inputs: Tn_T_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offline: Einträge von hier werden geteilt, sobald das Relay wieder da ist.`)
};

const fr_tn_t_offline = /** @type {(inputs: Tn_T_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hors ligne : les entrées faites ici seront partagées dès le retour du relais.`)
};

const es_tn_t_offline = /** @type {(inputs: Tn_T_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin conexión: las entradas hechas aquí se comparten en cuanto vuelva el relé.`)
};

/**
* | output |
* | --- |
* | "offline: entries made here are shared once the relay is back." |
*
* @param {Tn_T_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_offline = /** @type {((inputs?: Tn_T_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_OfflineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_offline(inputs)
	if (locale === "fr") return fr_tn_t_offline(inputs)
	if (locale === "es") return es_tn_t_offline(inputs)
	return en_tn_t_offline(inputs)
});