/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ others: NonNullable<unknown>, name: NonNullable<unknown>, card: NonNullable<unknown>, othersAmount: NonNullable<unknown> }} Reframing_Why_Four_Passes_MoreInputs */

const en_reframing_why_four_passes_more = /** @type {(inputs: Reframing_Why_Four_Passes_MoreInputs) => LocalizedString} */ (i) => {const othersPlural = registry.plural("en", i?.others, {});
	if (othersPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.card} fails (and ${i?.othersAmount} more non-4 card)`);
	return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.card} fails (and ${i?.othersAmount} more non-4 cards)`)
	
};

const de_reframing_why_four_passes_more = /** @type {(inputs: Reframing_Why_Four_Passes_MoreInputs) => LocalizedString} */ (i) => {const othersPlural = registry.plural("de", i?.others, {});
	if (othersPlural === "one") return /** @type {LocalizedString} */ (`die ${i?.card} von ${i?.name} gilt nicht (und ${i?.othersAmount} weitere Karte, die keine 4 ist)`);
	return /** @type {LocalizedString} */ (`die ${i?.card} von ${i?.name} gilt nicht (und ${i?.othersAmount} weitere Karten, die keine 4 sind)`)
	
};

const fr_reframing_why_four_passes_more = /** @type {(inputs: Reframing_Why_Four_Passes_MoreInputs) => LocalizedString} */ (i) => {const othersPlural = registry.plural("fr", i?.others, {});
	if (othersPlural === "one") return /** @type {LocalizedString} */ (`le ${i?.card} de ${i?.name} échoue (et ${i?.othersAmount} autre carte qui n’est pas un 4)`);
	return /** @type {LocalizedString} */ (`le ${i?.card} de ${i?.name} échoue (et ${i?.othersAmount} autres cartes qui ne sont pas des 4)`)
	
};

const es_reframing_why_four_passes_more = /** @type {(inputs: Reframing_Why_Four_Passes_MoreInputs) => LocalizedString} */ (i) => {const othersPlural = registry.plural("es", i?.others, {});
	if (othersPlural === "one") return /** @type {LocalizedString} */ (`el ${i?.card} de ${i?.name} falla (y ${i?.othersAmount} carta más que no es un 4)`);
	return /** @type {LocalizedString} */ (`el ${i?.card} de ${i?.name} falla (y ${i?.othersAmount} cartas más que no son un 4)`)
	
};

/**
* | othersPlural | output |
* | --- | --- |
* | "one" | "{name}’s {card} fails (and {othersAmount} more non-4 card)" |
* | * | "{name}’s {card} fails (and {othersAmount} more non-4 cards)" |
*
* @param {Reframing_Why_Four_Passes_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_four_passes_more = /** @type {((inputs: Reframing_Why_Four_Passes_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Four_Passes_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_four_passes_more(inputs)
	if (locale === "fr") return fr_reframing_why_four_passes_more(inputs)
	if (locale === "es") return es_reframing_why_four_passes_more(inputs)
	return en_reframing_why_four_passes_more(inputs)
});