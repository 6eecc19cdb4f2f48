/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Favourites_CaptionInputs */

const en_pl_favourites_caption = /** @type {(inputs: Pl_Favourites_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Games ${i?.name} played most, with wins`)
};

const de_pl_favourites_caption = /** @type {(inputs: Pl_Favourites_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Spiele, die ${i?.name} am häufigsten gespielt hat, mit Siegen`)
};

const fr_pl_favourites_caption = /** @type {(inputs: Pl_Favourites_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les jeux les plus joués par ${i?.name}, avec les victoires`)
};

const es_pl_favourites_caption = /** @type {(inputs: Pl_Favourites_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los juegos que más ha jugado ${i?.name}, con sus victorias`)
};

/**
* | output |
* | --- |
* | "Games {name} played most, with wins" |
*
* @param {Pl_Favourites_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_favourites_caption = /** @type {((inputs: Pl_Favourites_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Favourites_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_favourites_caption(inputs)
	if (locale === "fr") return fr_pl_favourites_caption(inputs)
	if (locale === "es") return es_pl_favourites_caption(inputs)
	return en_pl_favourites_caption(inputs)
});