/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_ExtendedInputs */

const en_sb_sum_extended = /** @type {(inputs: Sb_Sum_ExtendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} game brought up to date`);
	return /** @type {LocalizedString} */ (`${i?.countText} games brought up to date`)
	
};

const de_sb_sum_extended = /** @type {(inputs: Sb_Sum_ExtendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie auf den neuesten Stand gebracht`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien auf den neuesten Stand gebracht`)
	
};

const fr_sb_sum_extended = /** @type {(inputs: Sb_Sum_ExtendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie mise à jour`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties mises à jour`)
	
};

const es_sb_sum_extended = /** @type {(inputs: Sb_Sum_ExtendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida puesta al día`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas puestas al día`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} game brought up to date" |
* | * | "{countText} games brought up to date" |
*
* @param {Sb_Sum_ExtendedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_extended = /** @type {((inputs: Sb_Sum_ExtendedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_ExtendedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_extended(inputs)
	if (locale === "fr") return fr_sb_sum_extended(inputs)
	if (locale === "es") return es_sb_sum_extended(inputs)
	return en_sb_sum_extended(inputs)
});