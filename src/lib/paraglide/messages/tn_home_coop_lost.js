/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Home_Coop_LostInputs */

const en_tn_home_coop_lost = /** @type {(inputs: Tn_Home_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table lost together`)
};

const de_tn_home_coop_lost = /** @type {(inputs: Tn_Home_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam verloren`)
};

const fr_tn_home_coop_lost = /** @type {(inputs: Tn_Home_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a perdu ensemble`)
};

const es_tn_home_coop_lost = /** @type {(inputs: Tn_Home_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa perdió junta`)
};

/**
* | output |
* | --- |
* | "The table lost together" |
*
* @param {Tn_Home_Coop_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_home_coop_lost = /** @type {((inputs?: Tn_Home_Coop_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Home_Coop_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_home_coop_lost(inputs)
	if (locale === "fr") return fr_tn_home_coop_lost(inputs)
	if (locale === "es") return es_tn_home_coop_lost(inputs)
	return en_tn_home_coop_lost(inputs)
});