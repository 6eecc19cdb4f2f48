/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Type_PlaysInputs */

const en_tb_type_plays = /** @type {(inputs: Tb_Type_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the numbers of the cards you play, separated by commas.`)
};

const de_tb_type_plays = /** @type {(inputs: Tb_Type_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Nummern der Karten ein, die du spielst, durch Kommas getrennt.`)
};

const fr_tb_type_plays = /** @type {(inputs: Tb_Type_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez les numéros des cartes que vous jouez, séparés par des virgules.`)
};

const es_tb_type_plays = /** @type {(inputs: Tb_Type_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe los números de las cartas que juegas, separados por comas.`)
};

/**
* | output |
* | --- |
* | "Type the numbers of the cards you play, separated by commas." |
*
* @param {Tb_Type_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_type_plays = /** @type {((inputs?: Tb_Type_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Type_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_type_plays(inputs)
	if (locale === "fr") return fr_tb_type_plays(inputs)
	if (locale === "es") return es_tb_type_plays(inputs)
	return en_tb_type_plays(inputs)
});