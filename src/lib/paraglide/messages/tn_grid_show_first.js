/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_Grid_Show_FirstInputs */

const en_tn_grid_show_first = /** @type {(inputs: Tn_Grid_Show_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Show round 1`);
	return /** @type {LocalizedString} */ (`Show rounds 1 to ${i?.count}`)
	
};

const de_tn_grid_show_first = /** @type {(inputs: Tn_Grid_Show_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Runde 1 zeigen`);
	return /** @type {LocalizedString} */ (`Runden 1 bis ${i?.count} zeigen`)
	
};

const fr_tn_grid_show_first = /** @type {(inputs: Tn_Grid_Show_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Afficher la manche 1`);
	return /** @type {LocalizedString} */ (`Afficher les manches 1 à ${i?.count}`)
	
};

const es_tn_grid_show_first = /** @type {(inputs: Tn_Grid_Show_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrar la ronda 1`);
	return /** @type {LocalizedString} */ (`Mostrar las rondas 1 a ${i?.count}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show round 1" |
* | * | "Show rounds 1 to {count}" |
*
* @param {Tn_Grid_Show_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_show_first = /** @type {((inputs: Tn_Grid_Show_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Show_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_show_first(inputs)
	if (locale === "fr") return fr_tn_grid_show_first(inputs)
	if (locale === "es") return es_tn_grid_show_first(inputs)
	return en_tn_grid_show_first(inputs)
});