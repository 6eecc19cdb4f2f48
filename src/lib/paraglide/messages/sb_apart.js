/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_ApartInputs */

const en_sb_apart = /** @type {(inputs: Sb_ApartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished or abandoned`)
};

const de_sb_apart = /** @type {(inputs: Sb_ApartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht beendet oder abgebrochen`)
};

const fr_sb_apart = /** @type {(inputs: Sb_ApartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non terminées ou abandonnées`)
};

const es_sb_apart = /** @type {(inputs: Sb_ApartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin terminar o abandonadas`)
};

/**
* | output |
* | --- |
* | "Not finished or abandoned" |
*
* @param {Sb_ApartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_apart = /** @type {((inputs?: Sb_ApartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_ApartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_apart(inputs)
	if (locale === "fr") return fr_sb_apart(inputs)
	if (locale === "es") return es_sb_apart(inputs)
	return en_sb_apart(inputs)
});