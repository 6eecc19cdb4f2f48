/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Deck_Summary_ValidInputs */

const en_sub_deck_summary_valid = /** @type {(inputs: Sub_Deck_Summary_ValidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} correct set`);
	return /** @type {LocalizedString} */ (`${i?.count} correct sets`)
	
};

const de_sub_deck_summary_valid = /** @type {(inputs: Sub_Deck_Summary_ValidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} korrekte Menge`);
	return /** @type {LocalizedString} */ (`${i?.count} korrekte Mengen`)
	
};

const fr_sub_deck_summary_valid = /** @type {(inputs: Sub_Deck_Summary_ValidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ensemble correct`);
	return /** @type {LocalizedString} */ (`${i?.count} ensembles corrects`)
	
};

const es_sub_deck_summary_valid = /** @type {(inputs: Sub_Deck_Summary_ValidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} conjunto correcto`);
	return /** @type {LocalizedString} */ (`${i?.count} conjuntos correctos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} correct set" |
* | * | "{count} correct sets" |
*
* @param {Sub_Deck_Summary_ValidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_summary_valid = /** @type {((inputs: Sub_Deck_Summary_ValidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Summary_ValidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_summary_valid(inputs)
	if (locale === "fr") return fr_sub_deck_summary_valid(inputs)
	if (locale === "es") return es_sub_deck_summary_valid(inputs)
	return en_sub_deck_summary_valid(inputs)
});