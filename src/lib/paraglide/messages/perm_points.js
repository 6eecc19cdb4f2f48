/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Perm_PointsInputs */

const en_perm_points = /** @type {(inputs: Perm_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

const de_perm_points = /** @type {(inputs: Perm_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte`)
	
};

const fr_perm_points = /** @type {(inputs: Perm_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

const es_perm_points = /** @type {(inputs: Perm_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} punto`);
	return /** @type {LocalizedString} */ (`${i?.count} puntos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point" |
* | * | "{count} points" |
*
* @param {Perm_PointsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_points = /** @type {((inputs: Perm_PointsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_PointsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_points(inputs)
	if (locale === "fr") return fr_perm_points(inputs)
	if (locale === "es") return es_perm_points(inputs)
	return en_perm_points(inputs)
});