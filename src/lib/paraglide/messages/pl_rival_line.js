/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Pl_Rival_LineInputs */

const en_pl_rival_line = /** @type {(inputs: Pl_Rival_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} time`);
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} times`)
	
};

const de_pl_rival_line = /** @type {(inputs: Pl_Rival_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count}-mal`);
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count}-mal`)
	
};

const fr_pl_rival_line = /** @type {(inputs: Pl_Rival_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} fois`);
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} fois`)
	
};

const es_pl_rival_line = /** @type {(inputs: Pl_Rival_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} vez`);
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.count} veces`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name}, {count} time" |
* | * | "{name}, {count} times" |
*
* @param {Pl_Rival_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_rival_line = /** @type {((inputs: Pl_Rival_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Rival_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_rival_line(inputs)
	if (locale === "fr") return fr_pl_rival_line(inputs)
	if (locale === "es") return es_pl_rival_line(inputs)
	return en_pl_rival_line(inputs)
});