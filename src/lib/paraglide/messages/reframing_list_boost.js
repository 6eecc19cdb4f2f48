/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_List_BoostInputs */

const en_reframing_list_boost = /** @type {(inputs: Reframing_List_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`boosted cards`)
};

const de_reframing_list_boost = /** @type {(inputs: Reframing_List_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`angehobenen Karten`)
};

const fr_reframing_list_boost = /** @type {(inputs: Reframing_List_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartes montées`)
};

const es_reframing_list_boost = /** @type {(inputs: Reframing_List_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartas subidas`)
};

/**
* | output |
* | --- |
* | "boosted cards" |
*
* @param {Reframing_List_BoostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_list_boost = /** @type {((inputs?: Reframing_List_BoostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_List_BoostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_list_boost(inputs)
	if (locale === "fr") return fr_reframing_list_boost(inputs)
	if (locale === "es") return es_reframing_list_boost(inputs)
	return en_reframing_list_boost(inputs)
});