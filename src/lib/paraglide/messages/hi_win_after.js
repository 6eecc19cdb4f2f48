/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Hi_Win_AfterInputs */

const en_hi_win_after = /** @type {(inputs: Hi_Win_AfterInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`after ${i?.count} round`);
	return /** @type {LocalizedString} */ (`after ${i?.count} rounds`)
	
};

const de_hi_win_after = /** @type {(inputs: Hi_Win_AfterInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`nach ${i?.count} Runde`);
	return /** @type {LocalizedString} */ (`nach ${i?.count} Runden`)
	
};

const fr_hi_win_after = /** @type {(inputs: Hi_Win_AfterInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`après ${i?.count} manche`);
	return /** @type {LocalizedString} */ (`après ${i?.count} manches`)
	
};

const es_hi_win_after = /** @type {(inputs: Hi_Win_AfterInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`tras ${i?.count} ronda`);
	return /** @type {LocalizedString} */ (`tras ${i?.count} rondas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "after {count} round" |
* | * | "after {count} rounds" |
*
* @param {Hi_Win_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_win_after = /** @type {((inputs: Hi_Win_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Win_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_win_after(inputs)
	if (locale === "fr") return fr_hi_win_after(inputs)
	if (locale === "es") return es_hi_win_after(inputs)
	return en_hi_win_after(inputs)
});