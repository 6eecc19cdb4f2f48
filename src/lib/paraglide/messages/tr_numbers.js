/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_NumbersInputs */

const en_tr_numbers = /** @type {(inputs: Tr_NumbersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} number`);
	return /** @type {LocalizedString} */ (`${i?.count} numbers`)
	
};

const de_tr_numbers = /** @type {(inputs: Tr_NumbersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Zahl`);
	return /** @type {LocalizedString} */ (`${i?.count} Zahlen`)
	
};

const fr_tr_numbers = /** @type {(inputs: Tr_NumbersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nombre`);
	return /** @type {LocalizedString} */ (`${i?.count} nombres`)
	
};

const es_tr_numbers = /** @type {(inputs: Tr_NumbersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} número`);
	return /** @type {LocalizedString} */ (`${i?.count} números`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} number" |
* | * | "{count} numbers" |
*
* @param {Tr_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_numbers = /** @type {((inputs: Tr_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_numbers(inputs)
	if (locale === "fr") return fr_tr_numbers(inputs)
	if (locale === "es") return es_tr_numbers(inputs)
	return en_tr_numbers(inputs)
});