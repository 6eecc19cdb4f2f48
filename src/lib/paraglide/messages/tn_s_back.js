/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_BackInputs */

const en_tn_s_back = /** @type {(inputs: Tn_S_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your games`)
};

const de_tn_s_back = /** @type {(inputs: Tn_S_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu deinen Spielen`)
};

const fr_tn_s_back = /** @type {(inputs: Tn_S_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à vos parties`)
};

const es_tn_s_back = /** @type {(inputs: Tn_S_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tus partidas`)
};

/**
* | output |
* | --- |
* | "Back to your games" |
*
* @param {Tn_S_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_back = /** @type {((inputs?: Tn_S_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_BackInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_back(inputs)
	if (locale === "fr") return fr_tn_s_back(inputs)
	if (locale === "es") return es_tn_s_back(inputs)
	return en_tn_s_back(inputs)
});