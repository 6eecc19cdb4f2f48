/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_OpponentInputs */

const en_pl_opponent = /** @type {(inputs: Pl_OpponentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opponent`)
};

const de_pl_opponent = /** @type {(inputs: Pl_OpponentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gegner`)
};

const fr_pl_opponent = /** @type {(inputs: Pl_OpponentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adversaire`)
};

const es_pl_opponent = /** @type {(inputs: Pl_OpponentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rival`)
};

/**
* | output |
* | --- |
* | "Opponent" |
*
* @param {Pl_OpponentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_opponent = /** @type {((inputs?: Pl_OpponentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_OpponentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_opponent(inputs)
	if (locale === "fr") return fr_pl_opponent(inputs)
	if (locale === "es") return es_pl_opponent(inputs)
	return en_pl_opponent(inputs)
});