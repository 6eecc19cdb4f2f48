/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ places: NonNullable<unknown> }} Tn_Score_PlacesInputs */

const en_tn_score_places = /** @type {(inputs: Tn_Score_PlacesInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("en", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`a number with at most ${i?.places} decimal place`);
	return /** @type {LocalizedString} */ (`a number with at most ${i?.places} decimal places`)
	
};

const de_tn_score_places = /** @type {(inputs: Tn_Score_PlacesInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("de", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`eine Zahl mit höchstens ${i?.places} Nachkommastelle`);
	return /** @type {LocalizedString} */ (`eine Zahl mit höchstens ${i?.places} Nachkommastellen`)
	
};

const fr_tn_score_places = /** @type {(inputs: Tn_Score_PlacesInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("fr", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`un nombre d’au plus ${i?.places} décimale`);
	return /** @type {LocalizedString} */ (`un nombre d’au plus ${i?.places} décimales`)
	
};

const es_tn_score_places = /** @type {(inputs: Tn_Score_PlacesInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("es", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`un número con ${i?.places} decimal como mucho`);
	return /** @type {LocalizedString} */ (`un número con ${i?.places} decimales como mucho`)
	
};

/**
* | placesPlural | output |
* | --- | --- |
* | "one" | "a number with at most {places} decimal place" |
* | * | "a number with at most {places} decimal places" |
*
* @param {Tn_Score_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_score_places = /** @type {((inputs: Tn_Score_PlacesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Score_PlacesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_score_places(inputs)
	if (locale === "fr") return fr_tn_score_places(inputs)
	if (locale === "es") return es_tn_score_places(inputs)
	return en_tn_score_places(inputs)
});