/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_UnchangedInputs */

const en_sb_sum_unchanged = /** @type {(inputs: Sb_Sum_UnchangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} game was already here.`);
	return /** @type {LocalizedString} */ (`${i?.countText} games were already here.`)
	
};

const de_sb_sum_unchanged = /** @type {(inputs: Sb_Sum_UnchangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie war schon da.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien waren schon da.`)
	
};

const fr_sb_sum_unchanged = /** @type {(inputs: Sb_Sum_UnchangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie était déjà là.`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties étaient déjà là.`)
	
};

const es_sb_sum_unchanged = /** @type {(inputs: Sb_Sum_UnchangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida ya estaba aquí.`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas ya estaban aquí.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} game was already here." |
* | * | "{countText} games were already here." |
*
* @param {Sb_Sum_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_unchanged = /** @type {((inputs: Sb_Sum_UnchangedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_UnchangedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_unchanged(inputs)
	if (locale === "fr") return fr_sb_sum_unchanged(inputs)
	if (locale === "es") return es_sb_sum_unchanged(inputs)
	return en_sb_sum_unchanged(inputs)
});