/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Share_Scored_WithInputs */

const en_sb_share_scored_with = /** @type {(inputs: Sb_Share_Scored_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scored with Tablemate`)
};

const de_sb_share_scored_with = /** @type {(inputs: Sb_Share_Scored_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezählt mit Tablemate`)
};

const fr_sb_share_scored_with = /** @type {(inputs: Sb_Share_Scored_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores notés avec Tablemate`)
};

const es_sb_share_scored_with = /** @type {(inputs: Sb_Share_Scored_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuado con Tablemate`)
};

/**
* | output |
* | --- |
* | "Scored with Tablemate" |
*
* @param {Sb_Share_Scored_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_share_scored_with = /** @type {((inputs?: Sb_Share_Scored_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Share_Scored_WithInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_share_scored_with(inputs)
	if (locale === "fr") return fr_sb_share_scored_with(inputs)
	if (locale === "es") return es_sb_share_scored_with(inputs)
	return en_sb_share_scored_with(inputs)
});