/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_ShareInputs */

const en_tn_s_share = /** @type {(inputs: Tn_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share scores`)
};

const de_tn_s_share = /** @type {(inputs: Tn_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte teilen`)
};

const fr_tn_s_share = /** @type {(inputs: Tn_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager les scores`)
};

const es_tn_s_share = /** @type {(inputs: Tn_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir puntuaciones`)
};

/**
* | output |
* | --- |
* | "Share scores" |
*
* @param {Tn_S_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_share = /** @type {((inputs?: Tn_S_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_ShareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_share(inputs)
	if (locale === "fr") return fr_tn_s_share(inputs)
	if (locale === "es") return es_tn_s_share(inputs)
	return en_tn_s_share(inputs)
});