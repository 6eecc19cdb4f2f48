/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Your_PlaysInputs */

const en_tb_your_plays = /** @type {(inputs: Tb_Your_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cards you play (numbers, separated by commas)`)
};

const de_tb_your_plays = /** @type {(inputs: Tb_Your_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karten, die du spielst (Nummern, durch Kommas getrennt)`)
};

const fr_tb_your_plays = /** @type {(inputs: Tb_Your_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cartes que vous jouez (numéros, séparés par des virgules)`)
};

const es_tb_your_plays = /** @type {(inputs: Tb_Your_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cartas que juegas (números separados por comas)`)
};

/**
* | output |
* | --- |
* | "The cards you play (numbers, separated by commas)" |
*
* @param {Tb_Your_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_your_plays = /** @type {((inputs?: Tb_Your_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Your_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_your_plays(inputs)
	if (locale === "fr") return fr_tb_your_plays(inputs)
	if (locale === "es") return es_tb_your_plays(inputs)
	return en_tb_your_plays(inputs)
});