/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Ph_Sum_PhotosInputs */

const en_ph_sum_photos = /** @type {(inputs: Ph_Sum_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} new photo`);
	return /** @type {LocalizedString} */ (`${i?.countText} new photos`)
	
};

const de_ph_sum_photos = /** @type {(inputs: Ph_Sum_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} neues Foto`);
	return /** @type {LocalizedString} */ (`${i?.countText} neue Fotos`)
	
};

const fr_ph_sum_photos = /** @type {(inputs: Ph_Sum_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} nouvelle photo`);
	return /** @type {LocalizedString} */ (`${i?.countText} nouvelles photos`)
	
};

const es_ph_sum_photos = /** @type {(inputs: Ph_Sum_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} foto nueva`);
	return /** @type {LocalizedString} */ (`${i?.countText} fotos nuevas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} new photo" |
* | * | "{countText} new photos" |
*
* @param {Ph_Sum_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_sum_photos = /** @type {((inputs: Ph_Sum_PhotosInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Sum_PhotosInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_sum_photos(inputs)
	if (locale === "fr") return fr_ph_sum_photos(inputs)
	if (locale === "es") return es_ph_sum_photos(inputs)
	return en_ph_sum_photos(inputs)
});