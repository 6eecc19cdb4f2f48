/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Tagline_PermutationsInputs */

const en_tn_tagline_permutations = /** @type {(inputs: Tn_Tagline_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bid cards, draft colours, score triangular numbers; first to 100 ends it.`)
};

const de_tn_tagline_permutations = /** @type {(inputs: Tn_Tagline_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten bieten, Farben wählen, Dreieckszahlen werten; wer zuerst 100 erreicht, beendet das Spiel.`)
};

const fr_tn_tagline_permutations = /** @type {(inputs: Tn_Tagline_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misez des cartes, choisissez des couleurs, marquez des nombres triangulaires ; le premier à 100 termine la partie.`)
};

const es_tn_tagline_permutations = /** @type {(inputs: Tn_Tagline_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puja cartas, elige colores, puntúa números triangulares; el primero en llegar a 100 la termina.`)
};

/**
* | output |
* | --- |
* | "Bid cards, draft colours, score triangular numbers; first to 100 ends it." |
*
* @param {Tn_Tagline_PermutationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_tagline_permutations = /** @type {((inputs?: Tn_Tagline_PermutationsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Tagline_PermutationsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_tagline_permutations(inputs)
	if (locale === "fr") return fr_tn_tagline_permutations(inputs)
	if (locale === "es") return es_tn_tagline_permutations(inputs)
	return en_tn_tagline_permutations(inputs)
});