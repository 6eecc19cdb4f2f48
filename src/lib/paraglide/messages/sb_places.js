/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_PlacesInputs */

const en_sb_places = /** @type {(inputs: Sb_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

const de_sb_places = /** @type {(inputs: Sb_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platzierungen`)
};

const fr_sb_places = /** @type {(inputs: Sb_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

const es_sb_places = /** @type {(inputs: Sb_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puestos`)
};

/**
* | output |
* | --- |
* | "Places" |
*
* @param {Sb_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_places = /** @type {((inputs?: Sb_PlacesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PlacesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_places(inputs)
	if (locale === "fr") return fr_sb_places(inputs)
	if (locale === "es") return es_sb_places(inputs)
	return en_sb_places(inputs)
});