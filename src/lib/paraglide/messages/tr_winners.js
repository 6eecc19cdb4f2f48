/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown>, points: NonNullable<unknown> }} Tr_WinnersInputs */

const en_tr_winners = /** @type {(inputs: Tr_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Winner: ${i?.names} with ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Shared win: ${i?.names} with ${i?.points}.`)
	
};

const de_tr_winners = /** @type {(inputs: Tr_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gewinner: ${i?.names} mit ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Geteilter Sieg: ${i?.names} mit ${i?.points}.`)
	
};

const fr_tr_winners = /** @type {(inputs: Tr_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Victoire : ${i?.names} avec ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Victoire partagée : ${i?.names} avec ${i?.points}.`)
	
};

const es_tr_winners = /** @type {(inputs: Tr_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gana: ${i?.names} con ${i?.points}.`);
	return /** @type {LocalizedString} */ (`Victoria compartida: ${i?.names} con ${i?.points}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Winner: {names} with {points}." |
* | * | "Shared win: {names} with {points}." |
*
* @param {Tr_WinnersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_winners = /** @type {((inputs: Tr_WinnersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_WinnersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_winners(inputs)
	if (locale === "fr") return fr_tr_winners(inputs)
	if (locale === "es") return es_tr_winners(inputs)
	return en_tr_winners(inputs)
});