/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_FavouritesInputs */

const en_pl_favourites = /** @type {(inputs: Pl_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favourite games`)
};

const de_pl_favourites = /** @type {(inputs: Pl_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieblingsspiele`)
};

const fr_pl_favourites = /** @type {(inputs: Pl_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeux préférés`)
};

const es_pl_favourites = /** @type {(inputs: Pl_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos favoritos`)
};

/**
* | output |
* | --- |
* | "Favourite games" |
*
* @param {Pl_FavouritesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_favourites = /** @type {((inputs?: Pl_FavouritesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_FavouritesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_favourites(inputs)
	if (locale === "fr") return fr_pl_favourites(inputs)
	if (locale === "es") return es_pl_favourites(inputs)
	return en_pl_favourites(inputs)
});