/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, frame: NonNullable<unknown>, sizeAmount: NonNullable<unknown>, other: NonNullable<unknown>, otherAmount: NonNullable<unknown> }} Reframing_Why_Not_BiggestInputs */

const en_reframing_why_not_biggest = /** @type {(inputs: Reframing_Why_Not_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("en", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} card and frame ${i?.other} has ${i?.otherAmount}`);
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} cards and frame ${i?.other} has ${i?.otherAmount}`)
	
};

const de_reframing_why_not_biggest = /** @type {(inputs: Reframing_Why_Not_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("de", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karte und Rahmen ${i?.other} hat ${i?.otherAmount}`);
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karten und Rahmen ${i?.other} hat ${i?.otherAmount}`)
	
};

const fr_reframing_why_not_biggest = /** @type {(inputs: Reframing_Why_Not_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("fr", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} carte et le cadre ${i?.other} en a ${i?.otherAmount}`);
	return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} cartes et le cadre ${i?.other} en a ${i?.otherAmount}`)
	
};

const es_reframing_why_not_biggest = /** @type {(inputs: Reframing_Why_Not_BiggestInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("es", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} carta y el marco ${i?.other} tiene ${i?.otherAmount}`);
	return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} cartas y el marco ${i?.other} tiene ${i?.otherAmount}`)
	
};

/**
* | sizePlural | output |
* | --- | --- |
* | "one" | "frame {frame} has {sizeAmount} card and frame {other} has {otherAmount}" |
* | * | "frame {frame} has {sizeAmount} cards and frame {other} has {otherAmount}" |
*
* @param {Reframing_Why_Not_BiggestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_not_biggest = /** @type {((inputs: Reframing_Why_Not_BiggestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Not_BiggestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_not_biggest(inputs)
	if (locale === "fr") return fr_reframing_why_not_biggest(inputs)
	if (locale === "es") return es_reframing_why_not_biggest(inputs)
	return en_reframing_why_not_biggest(inputs)
});