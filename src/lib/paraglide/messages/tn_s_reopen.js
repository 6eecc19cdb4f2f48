/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_ReopenInputs */

const en_tn_s_reopen = /** @type {(inputs: Tn_S_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen game`)
};

const de_tn_s_reopen = /** @type {(inputs: Tn_S_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wieder öffnen`)
};

const fr_tn_s_reopen = /** @type {(inputs: Tn_S_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouvrir la partie`)
};

const es_tn_s_reopen = /** @type {(inputs: Tn_S_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reabrir la partida`)
};

/**
* | output |
* | --- |
* | "Reopen game" |
*
* @param {Tn_S_ReopenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_reopen = /** @type {((inputs?: Tn_S_ReopenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_ReopenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_reopen(inputs)
	if (locale === "fr") return fr_tn_s_reopen(inputs)
	if (locale === "es") return es_tn_s_reopen(inputs)
	return en_tn_s_reopen(inputs)
});