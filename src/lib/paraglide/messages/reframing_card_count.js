/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reframing_Card_CountInputs */

const en_reframing_card_count = /** @type {(inputs: Reframing_Card_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} card)`);
	return /** @type {LocalizedString} */ (`(${i?.count} cards)`)
	
};

const de_reframing_card_count = /** @type {(inputs: Reframing_Card_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} Karte)`);
	return /** @type {LocalizedString} */ (`(${i?.count} Karten)`)
	
};

const fr_reframing_card_count = /** @type {(inputs: Reframing_Card_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} carte)`);
	return /** @type {LocalizedString} */ (`(${i?.count} cartes)`)
	
};

const es_reframing_card_count = /** @type {(inputs: Reframing_Card_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} carta)`);
	return /** @type {LocalizedString} */ (`(${i?.count} cartas)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} card)" |
* | * | "({count} cards)" |
*
* @param {Reframing_Card_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_card_count = /** @type {((inputs: Reframing_Card_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Card_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_card_count(inputs)
	if (locale === "fr") return fr_reframing_card_count(inputs)
	if (locale === "es") return es_reframing_card_count(inputs)
	return en_reframing_card_count(inputs)
});