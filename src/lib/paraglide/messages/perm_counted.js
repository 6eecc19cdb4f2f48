/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, one: NonNullable<unknown>, many: NonNullable<unknown> }} Perm_CountedInputs */

const en_perm_counted = /** @type {(inputs: Perm_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ${i?.one}`);
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.many}`)
	
};

const de_perm_counted = /** @type {(inputs: Perm_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ${i?.many}`);
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.many}`)
	
};

const fr_perm_counted = /** @type {(inputs: Perm_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ${i?.one}`);
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.many}`)
	
};

const es_perm_counted = /** @type {(inputs: Perm_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ${i?.one}`);
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.many}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} {one}" |
* | * | "{count} {many}" |
*
* @param {Perm_CountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_counted = /** @type {((inputs: Perm_CountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_CountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_counted(inputs)
	if (locale === "fr") return fr_perm_counted(inputs)
	if (locale === "es") return es_perm_counted(inputs)
	return en_perm_counted(inputs)
});