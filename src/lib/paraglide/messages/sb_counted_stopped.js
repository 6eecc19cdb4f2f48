/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Counted_StoppedInputs */

const en_sb_counted_stopped = /** @type {(inputs: Sb_Counted_StoppedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} stopped early`);
	return /** @type {LocalizedString} */ (`${i?.countText} stopped early`)
	
};

const de_sb_counted_stopped = /** @type {(inputs: Sb_Counted_StoppedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`davon ${i?.countText} vorzeitig beendet`);
	return /** @type {LocalizedString} */ (`davon ${i?.countText} vorzeitig beendet`)
	
};

const fr_sb_counted_stopped = /** @type {(inputs: Sb_Counted_StoppedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`dont ${i?.countText} arrêtée avant la fin`);
	return /** @type {LocalizedString} */ (`dont ${i?.countText} arrêtées avant la fin`)
	
};

const es_sb_counted_stopped = /** @type {(inputs: Sb_Counted_StoppedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} terminada antes de tiempo`);
	return /** @type {LocalizedString} */ (`${i?.countText} terminadas antes de tiempo`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} stopped early" |
* | * | "{countText} stopped early" |
*
* @param {Sb_Counted_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_counted_stopped = /** @type {((inputs: Sb_Counted_StoppedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Counted_StoppedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_counted_stopped(inputs)
	if (locale === "fr") return fr_sb_counted_stopped(inputs)
	if (locale === "es") return es_sb_counted_stopped(inputs)
	return en_sb_counted_stopped(inputs)
});