/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Wins_CountInputs */

const en_sb_wins_count = /** @type {(inputs: Sb_Wins_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} win`);
	return /** @type {LocalizedString} */ (`${i?.countText} wins`)
	
};

const de_sb_wins_count = /** @type {(inputs: Sb_Wins_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Sieg`);
	return /** @type {LocalizedString} */ (`${i?.countText} Siege`)
	
};

const fr_sb_wins_count = /** @type {(inputs: Sb_Wins_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} victoire`);
	return /** @type {LocalizedString} */ (`${i?.countText} victoires`)
	
};

const es_sb_wins_count = /** @type {(inputs: Sb_Wins_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} victoria`);
	return /** @type {LocalizedString} */ (`${i?.countText} victorias`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} win" |
* | * | "{countText} wins" |
*
* @param {Sb_Wins_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_wins_count = /** @type {((inputs: Sb_Wins_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Wins_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_wins_count(inputs)
	if (locale === "fr") return fr_sb_wins_count(inputs)
	if (locale === "es") return es_sb_wins_count(inputs)
	return en_sb_wins_count(inputs)
});