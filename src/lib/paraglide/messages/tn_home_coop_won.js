/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Home_Coop_WonInputs */

const en_tn_home_coop_won = /** @type {(inputs: Tn_Home_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table won together`)
};

const de_tn_home_coop_won = /** @type {(inputs: Tn_Home_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam gewonnen`)
};

const fr_tn_home_coop_won = /** @type {(inputs: Tn_Home_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a gagné ensemble`)
};

const es_tn_home_coop_won = /** @type {(inputs: Tn_Home_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa ganó junta`)
};

/**
* | output |
* | --- |
* | "The table won together" |
*
* @param {Tn_Home_Coop_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_home_coop_won = /** @type {((inputs?: Tn_Home_Coop_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Home_Coop_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_home_coop_won(inputs)
	if (locale === "fr") return fr_tn_home_coop_won(inputs)
	if (locale === "es") return es_tn_home_coop_won(inputs)
	return en_tn_home_coop_won(inputs)
});