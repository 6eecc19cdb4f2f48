/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Tn_T_OnlineInputs */

const en_tn_t_online = /** @type {(inputs: Tn_T_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`online now: ${i?.names}.`)
};

const de_tn_t_online = /** @type {(inputs: Tn_T_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jetzt online: ${i?.names}.`)
};

const fr_tn_t_online = /** @type {(inputs: Tn_T_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ligne : ${i?.names}.`)
};

const es_tn_t_online = /** @type {(inputs: Tn_T_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`conectados ahora: ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "online now: {names}." |
*
* @param {Tn_T_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_online = /** @type {((inputs: Tn_T_OnlineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_OnlineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_online(inputs)
	if (locale === "fr") return fr_tn_t_online(inputs)
	if (locale === "es") return es_tn_t_online(inputs)
	return en_tn_t_online(inputs)
});