/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Share_UnavailableInputs */

const en_tn_s_share_unavailable = /** @type {(inputs: Tn_S_Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing is not available here.`)
};

const de_tn_s_share_unavailable = /** @type {(inputs: Tn_S_Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen ist hier nicht möglich.`)
};

const fr_tn_s_share_unavailable = /** @type {(inputs: Tn_S_Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le partage n’est pas disponible ici.`)
};

const es_tn_s_share_unavailable = /** @type {(inputs: Tn_S_Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir no está disponible aquí.`)
};

/**
* | output |
* | --- |
* | "Sharing is not available here." |
*
* @param {Tn_S_Share_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_share_unavailable = /** @type {((inputs?: Tn_S_Share_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Share_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_share_unavailable(inputs)
	if (locale === "fr") return fr_tn_s_share_unavailable(inputs)
	if (locale === "es") return es_tn_s_share_unavailable(inputs)
	return en_tn_s_share_unavailable(inputs)
});