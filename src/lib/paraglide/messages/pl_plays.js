/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_PlaysInputs */

const en_pl_plays = /** @type {(inputs: Pl_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plays`)
};

const de_pl_plays = /** @type {(inputs: Pl_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien`)
};

const fr_pl_plays = /** @type {(inputs: Pl_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties`)
};

const es_pl_plays = /** @type {(inputs: Pl_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas`)
};

/**
* | output |
* | --- |
* | "Plays" |
*
* @param {Pl_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_plays = /** @type {((inputs?: Pl_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_plays(inputs)
	if (locale === "fr") return fr_pl_plays(inputs)
	if (locale === "es") return es_pl_plays(inputs)
	return en_pl_plays(inputs)
});