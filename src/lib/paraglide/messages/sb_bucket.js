/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, range: NonNullable<unknown> }} Sb_BucketInputs */

const en_sb_bucket = /** @type {(inputs: Sb_BucketInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText} score`);
	return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText} scores`)
	
};

const de_sb_bucket = /** @type {(inputs: Sb_BucketInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText}-mal`);
	return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText}-mal`)
	
};

const fr_sb_bucket = /** @type {(inputs: Sb_BucketInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.range} : ${i?.countText} score`);
	return /** @type {LocalizedString} */ (`${i?.range} : ${i?.countText} scores`)
	
};

const es_sb_bucket = /** @type {(inputs: Sb_BucketInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText} puntuación`);
	return /** @type {LocalizedString} */ (`${i?.range}: ${i?.countText} puntuaciones`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{range}: {countText} score" |
* | * | "{range}: {countText} scores" |
*
* @param {Sb_BucketInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_bucket = /** @type {((inputs: Sb_BucketInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_BucketInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_bucket(inputs)
	if (locale === "fr") return fr_sb_bucket(inputs)
	if (locale === "es") return es_sb_bucket(inputs)
	return en_sb_bucket(inputs)
});