/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, frame: NonNullable<unknown>, sizeAmount: NonNullable<unknown>, nextAmount: NonNullable<unknown> }} Reframing_Why_BiggestInputs */

const en_reframing_why_biggest = /** @type {(inputs: Reframing_Why_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("en", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} card and no other frame has more than ${i?.nextAmount}`);
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} cards and no other frame has more than ${i?.nextAmount}`)
	
};

const de_reframing_why_biggest = /** @type {(inputs: Reframing_Why_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("de", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karte und kein anderer Rahmen hat mehr als ${i?.nextAmount}`);
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karten und kein anderer Rahmen hat mehr als ${i?.nextAmount}`)
	
};

const fr_reframing_why_biggest = /** @type {(inputs: Reframing_Why_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("fr", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} carte et aucun autre cadre n’en a plus de ${i?.nextAmount}`);
	return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} cartes et aucun autre cadre n’en a plus de ${i?.nextAmount}`)
	
};

const es_reframing_why_biggest = /** @type {(inputs: Reframing_Why_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("es", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} carta y ningún otro marco tiene más de ${i?.nextAmount}`);
	return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} cartas y ningún otro marco tiene más de ${i?.nextAmount}`)
	
};

/**
* | sizePlural | output |
* | --- | --- |
* | "one" | "frame {frame} has {sizeAmount} card and no other frame has more than {nextAmount}" |
* | * | "frame {frame} has {sizeAmount} cards and no other frame has more than {nextAmount}" |
*
* @param {Reframing_Why_BiggestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_biggest = /** @type {((inputs: Reframing_Why_BiggestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_BiggestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_biggest(inputs)
	if (locale === "fr") return fr_reframing_why_biggest(inputs)
	if (locale === "es") return es_reframing_why_biggest(inputs)
	return en_reframing_why_biggest(inputs)
});