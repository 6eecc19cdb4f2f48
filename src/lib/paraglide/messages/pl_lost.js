/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_LostInputs */

const en_pl_lost = /** @type {(inputs: Pl_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost`)
};

const de_pl_lost = /** @type {(inputs: Pl_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verloren`)
};

const fr_pl_lost = /** @type {(inputs: Pl_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perdues`)
};

const es_pl_lost = /** @type {(inputs: Pl_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perdidas`)
};

/**
* | output |
* | --- |
* | "Lost" |
*
* @param {Pl_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_lost = /** @type {((inputs?: Pl_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_lost(inputs)
	if (locale === "fr") return fr_pl_lost(inputs)
	if (locale === "es") return es_pl_lost(inputs)
	return en_pl_lost(inputs)
});