/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Abandon_YesInputs */

const en_tn_s_abandon_yes = /** @type {(inputs: Tn_S_Abandon_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, abandon it`)
};

const de_tn_s_abandon_yes = /** @type {(inputs: Tn_S_Abandon_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, abbrechen`)
};

const fr_tn_s_abandon_yes = /** @type {(inputs: Tn_S_Abandon_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, l’abandonner`)
};

const es_tn_s_abandon_yes = /** @type {(inputs: Tn_S_Abandon_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, abandonarla`)
};

/**
* | output |
* | --- |
* | "Yes, abandon it" |
*
* @param {Tn_S_Abandon_YesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_abandon_yes = /** @type {((inputs?: Tn_S_Abandon_YesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Abandon_YesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_abandon_yes(inputs)
	if (locale === "fr") return fr_tn_s_abandon_yes(inputs)
	if (locale === "es") return es_tn_s_abandon_yes(inputs)
	return en_tn_s_abandon_yes(inputs)
});