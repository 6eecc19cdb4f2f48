/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Their_PlaysInputs */

const en_tb_their_plays = /** @type {(inputs: Tb_Their_PlaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cards ${i?.name} plays (numbers, separated by commas)`)
};

const de_tb_their_plays = /** @type {(inputs: Tb_Their_PlaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karten, die ${i?.name} spielt (Nummern, durch Kommas getrennt)`)
};

const fr_tb_their_plays = /** @type {(inputs: Tb_Their_PlaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les cartes que joue ${i?.name} (numéros, séparés par des virgules)`)
};

const es_tb_their_plays = /** @type {(inputs: Tb_Their_PlaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cartas que juega ${i?.name} (números separados por comas)`)
};

/**
* | output |
* | --- |
* | "The cards {name} plays (numbers, separated by commas)" |
*
* @param {Tb_Their_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_their_plays = /** @type {((inputs: Tb_Their_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Their_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_their_plays(inputs)
	if (locale === "fr") return fr_tb_their_plays(inputs)
	if (locale === "es") return es_tb_their_plays(inputs)
	return en_tb_their_plays(inputs)
});