/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Counted_ApartInputs */

const en_sb_counted_apart = /** @type {(inputs: Sb_Counted_ApartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} not finished or abandoned`);
	return /** @type {LocalizedString} */ (`${i?.countText} not finished or abandoned`)
	
};

const de_sb_counted_apart = /** @type {(inputs: Sb_Counted_ApartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} nicht beendet oder abgebrochen`);
	return /** @type {LocalizedString} */ (`${i?.countText} nicht beendet oder abgebrochen`)
	
};

const fr_sb_counted_apart = /** @type {(inputs: Sb_Counted_ApartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} non terminée ou abandonnée`);
	return /** @type {LocalizedString} */ (`${i?.countText} non terminées ou abandonnées`)
	
};

const es_sb_counted_apart = /** @type {(inputs: Sb_Counted_ApartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} sin terminar o abandonada`);
	return /** @type {LocalizedString} */ (`${i?.countText} sin terminar o abandonadas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} not finished or abandoned" |
* | * | "{countText} not finished or abandoned" |
*
* @param {Sb_Counted_ApartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_counted_apart = /** @type {((inputs: Sb_Counted_ApartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Counted_ApartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_counted_apart(inputs)
	if (locale === "fr") return fr_sb_counted_apart(inputs)
	if (locale === "es") return es_sb_counted_apart(inputs)
	return en_sb_counted_apart(inputs)
});