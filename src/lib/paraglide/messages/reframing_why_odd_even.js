/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ even: NonNullable<unknown>, frame: NonNullable<unknown>, odd: NonNullable<unknown>, evenAmount: NonNullable<unknown> }} Reframing_Why_Odd_EvenInputs */

const en_reframing_why_odd_even = /** @type {(inputs: Reframing_Why_Odd_EvenInputs) => LocalizedString} */ (i) => {const evenPlural = registry.plural("en", i?.even, {});
	if (evenPlural === "one") return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.odd} odd and ${i?.evenAmount} even card`);
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.odd} odd and ${i?.evenAmount} even cards`)
	
};

const de_reframing_why_odd_even = /** @type {(inputs: Reframing_Why_Odd_EvenInputs) => LocalizedString} */ (i) => {const evenPlural = registry.plural("de", i?.even, {});
	if (evenPlural === "one") return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.odd} ungerade und ${i?.evenAmount} gerade Karte`);
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.odd} ungerade und ${i?.evenAmount} gerade Karten`)
	
};

const fr_reframing_why_odd_even = /** @type {(inputs: Reframing_Why_Odd_EvenInputs) => LocalizedString} */ (i) => {const evenPlural = registry.plural("fr", i?.even, {});
	if (evenPlural === "one") return /** @type {LocalizedString} */ (`cadre ${i?.frame} : cartes impaires ${i?.odd}, cartes paires ${i?.evenAmount}`);
	return /** @type {LocalizedString} */ (`cadre ${i?.frame} : cartes impaires ${i?.odd}, cartes paires ${i?.evenAmount}`)
	
};

const es_reframing_why_odd_even = /** @type {(inputs: Reframing_Why_Odd_EvenInputs) => LocalizedString} */ (i) => {const evenPlural = registry.plural("es", i?.even, {});
	if (evenPlural === "one") return /** @type {LocalizedString} */ (`marco ${i?.frame}: cartas impares ${i?.odd}, cartas pares ${i?.evenAmount}`);
	return /** @type {LocalizedString} */ (`marco ${i?.frame}: cartas impares ${i?.odd}, cartas pares ${i?.evenAmount}`)
	
};

/**
* | evenPlural | output |
* | --- | --- |
* | "one" | "frame {frame} has {odd} odd and {evenAmount} even card" |
* | * | "frame {frame} has {odd} odd and {evenAmount} even cards" |
*
* @param {Reframing_Why_Odd_EvenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_odd_even = /** @type {((inputs: Reframing_Why_Odd_EvenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Odd_EvenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_odd_even(inputs)
	if (locale === "fr") return fr_reframing_why_odd_even(inputs)
	if (locale === "es") return es_reframing_why_odd_even(inputs)
	return en_reframing_why_odd_even(inputs)
});