/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown>, points: NonNullable<unknown> }} Reframing_WinnersInputs */

const en_reframing_winners = /** @type {(inputs: Reframing_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Winner: ${i?.names} with ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Shared win: ${i?.names} with ${i?.points}.`)
	
};

const de_reframing_winners = /** @type {(inputs: Reframing_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sieg: ${i?.names} mit ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Geteilter Sieg: ${i?.names} mit ${i?.points}.`)
	
};

const fr_reframing_winners = /** @type {(inputs: Reframing_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Victoire : ${i?.names} avec ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Victoire partagée : ${i?.names} avec ${i?.points}.`)
	
};

const es_reframing_winners = /** @type {(inputs: Reframing_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Victoria: ${i?.names} con ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Victoria compartida: ${i?.names} con ${i?.points}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Winner: {names} with {points}." |
* | * | "Shared win: {names} with {points}." |
*
* @param {Reframing_WinnersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_winners = /** @type {((inputs: Reframing_WinnersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_WinnersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_winners(inputs)
	if (locale === "fr") return fr_reframing_winners(inputs)
	if (locale === "es") return es_reframing_winners(inputs)
	return en_reframing_winners(inputs)
});