/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_Different_WholeInputs */

const en_tr_different_whole = /** @type {(inputs: Tr_Different_WholeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} different whole number`);
	return /** @type {LocalizedString} */ (`${i?.count} different whole numbers`)
	
};

const de_tr_different_whole = /** @type {(inputs: Tr_Different_WholeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} verschiedene ganze Zahl`);
	return /** @type {LocalizedString} */ (`${i?.count} verschiedene ganze Zahlen`)
	
};

const fr_tr_different_whole = /** @type {(inputs: Tr_Different_WholeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nombre entier différent`);
	return /** @type {LocalizedString} */ (`${i?.count} nombres entiers différents`)
	
};

const es_tr_different_whole = /** @type {(inputs: Tr_Different_WholeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} número entero distinto`);
	return /** @type {LocalizedString} */ (`${i?.count} números enteros distintos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} different whole number" |
* | * | "{count} different whole numbers" |
*
* @param {Tr_Different_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_different_whole = /** @type {((inputs: Tr_Different_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Different_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_different_whole(inputs)
	if (locale === "fr") return fr_tr_different_whole(inputs)
	if (locale === "es") return es_tr_different_whole(inputs)
	return en_tr_different_whole(inputs)
});