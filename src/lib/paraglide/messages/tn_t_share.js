/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_ShareInputs */

const en_tn_t_share = /** @type {(inputs: Tn_T_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this table`)
};

const de_tn_t_share = /** @type {(inputs: Tn_T_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Tisch teilen`)
};

const fr_tn_t_share = /** @type {(inputs: Tn_T_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cette table`)
};

const es_tn_t_share = /** @type {(inputs: Tn_T_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir esta mesa`)
};

/**
* | output |
* | --- |
* | "Share this table" |
*
* @param {Tn_T_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_share = /** @type {((inputs?: Tn_T_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_ShareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_share(inputs)
	if (locale === "fr") return fr_tn_t_share(inputs)
	if (locale === "es") return es_tn_t_share(inputs)
	return en_tn_t_share(inputs)
});