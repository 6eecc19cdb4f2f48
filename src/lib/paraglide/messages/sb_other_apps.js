/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Other_AppsInputs */

const en_sb_other_apps = /** @type {(inputs: Sb_Other_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plays from other apps`)
};

const de_sb_other_apps = /** @type {(inputs: Sb_Other_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien aus anderen Apps`)
};

const fr_sb_other_apps = /** @type {(inputs: Sb_Other_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties d’autres applis`)
};

const es_sb_other_apps = /** @type {(inputs: Sb_Other_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas de otras apps`)
};

/**
* | output |
* | --- |
* | "Plays from other apps" |
*
* @param {Sb_Other_AppsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_other_apps = /** @type {((inputs?: Sb_Other_AppsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Other_AppsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_other_apps(inputs)
	if (locale === "fr") return fr_sb_other_apps(inputs)
	if (locale === "es") return es_sb_other_apps(inputs)
	return en_sb_other_apps(inputs)
});