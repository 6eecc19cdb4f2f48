/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Tagline_SubsetsInputs */

const en_tn_tagline_subsets = /** @type {(inputs: Tn_Tagline_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steal piles whose top card is a subset of the card drawn; call "Error!" on bad cards.`)
};

const de_tn_tagline_subsets = /** @type {(inputs: Tn_Tagline_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stapel stehlen, deren oberste Karte eine Teilmenge der gezogenen Karte ist; bei falschen Karten „Fehler!“ rufen.`)
};

const fr_tn_tagline_subsets = /** @type {(inputs: Tn_Tagline_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volez les piles dont la carte du dessus est un sous-ensemble de la carte tirée ; criez « Erreur ! » sur les mauvaises cartes.`)
};

const es_tn_tagline_subsets = /** @type {(inputs: Tn_Tagline_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roba los montones cuya carta superior es un subconjunto de la carta robada; grita «¡Error!» ante las cartas erróneas.`)
};

/**
* | output |
* | --- |
* | "Steal piles whose top card is a subset of the card drawn; call \"Error!\" on bad cards." |
*
* @param {Tn_Tagline_SubsetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_tagline_subsets = /** @type {((inputs?: Tn_Tagline_SubsetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Tagline_SubsetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_tagline_subsets(inputs)
	if (locale === "fr") return fr_tn_tagline_subsets(inputs)
	if (locale === "es") return es_tn_tagline_subsets(inputs)
	return en_tn_tagline_subsets(inputs)
});