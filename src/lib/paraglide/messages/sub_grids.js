/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_GridsInputs */

const en_sub_grids = /** @type {(inputs: Sub_GridsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the cards are grids of fractions, compared exactly by their steps and starting points rather than listed.`)
};

const de_sub_grids = /** @type {(inputs: Sub_GridsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Karten sind Gitter aus Brüchen, genau verglichen über ihre Schrittweiten und Startpunkte statt aufgezählt.`)
};

const fr_sub_grids = /** @type {(inputs: Sub_GridsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les cartes sont des réseaux de fractions, comparés exactement par leurs pas et leurs points de départ plutôt qu’énumérés.`)
};

const es_sub_grids = /** @type {(inputs: Sub_GridsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: las cartas son retículos de fracciones, comparados exactamente por sus pasos y puntos de partida en vez de enumerados.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the cards are grids of fractions, compared exactly by their steps and starting points rather than listed." |
*
* @param {Sub_GridsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_grids = /** @type {((inputs?: Sub_GridsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_GridsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_grids(inputs)
	if (locale === "fr") return fr_sub_grids(inputs)
	if (locale === "es") return es_sub_grids(inputs)
	return en_sub_grids(inputs)
});