/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Sb_PlaceInputs */

const en_sb_place = /** @type {(inputs: Sb_PlaceInputs) => LocalizedString} */ (i) => {const placeOrdinal = registry.plural("en", i?.place, { type: "ordinal" });
	if (placeOrdinal === "one") return /** @type {LocalizedString} */ (`${i?.place}st`);
	if (placeOrdinal === "two") return /** @type {LocalizedString} */ (`${i?.place}nd`);
	if (placeOrdinal === "few") return /** @type {LocalizedString} */ (`${i?.place}rd`);
	return /** @type {LocalizedString} */ (`${i?.place}th`)
	
};

const de_sb_place = /** @type {(inputs: Sb_PlaceInputs) => LocalizedString} */ (i) => {
	const placeOrdinal = registry.plural("de", i?.place, { type: "ordinal" });return /** @type {LocalizedString} */ (`${i?.place}.`)
};

const fr_sb_place = /** @type {(inputs: Sb_PlaceInputs) => LocalizedString} */ (i) => {const placeOrdinal = registry.plural("fr", i?.place, { type: "ordinal" });
	if (placeOrdinal === "one") return /** @type {LocalizedString} */ (`${i?.place}re`);
	return /** @type {LocalizedString} */ (`${i?.place}e`)
	
};

const es_sb_place = /** @type {(inputs: Sb_PlaceInputs) => LocalizedString} */ (i) => {
	const placeOrdinal = registry.plural("es", i?.place, { type: "ordinal" });return /** @type {LocalizedString} */ (`${i?.place}.º`)
};

/**
* | placeOrdinal | output |
* | --- | --- |
* | "one" | "{place}st" |
* | "two" | "{place}nd" |
* | "few" | "{place}rd" |
* | * | "{place}th" |
*
* @param {Sb_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_place = /** @type {((inputs: Sb_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_place(inputs)
	if (locale === "fr") return fr_sb_place(inputs)
	if (locale === "es") return es_sb_place(inputs)
	return en_sb_place(inputs)
});