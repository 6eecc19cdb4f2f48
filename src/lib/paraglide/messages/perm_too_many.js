/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Perm_Too_ManyInputs */

const en_perm_too_many = /** @type {(inputs: Perm_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} card too many: everyone drafts 11 a round.`);
	return /** @type {LocalizedString} */ (`${i?.count} cards too many: everyone drafts 11 a round.`)
	
};

const de_perm_too_many = /** @type {(inputs: Perm_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Karte zu viel: Jeder nimmt 11 pro Runde.`);
	return /** @type {LocalizedString} */ (`${i?.count} Karten zu viel: Jeder nimmt 11 pro Runde.`)
	
};

const fr_perm_too_many = /** @type {(inputs: Perm_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carte de trop : chacun prend 11 cartes par manche.`);
	return /** @type {LocalizedString} */ (`${i?.count} cartes de trop : chacun prend 11 cartes par manche.`)
	
};

const es_perm_too_many = /** @type {(inputs: Perm_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carta de más: cada uno se lleva 11 por ronda.`);
	return /** @type {LocalizedString} */ (`${i?.count} cartas de más: cada uno se lleva 11 por ronda.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} card too many: everyone drafts 11 a round." |
* | * | "{count} cards too many: everyone drafts 11 a round." |
*
* @param {Perm_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_too_many = /** @type {((inputs: Perm_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_too_many(inputs)
	if (locale === "fr") return fr_perm_too_many(inputs)
	if (locale === "es") return es_perm_too_many(inputs)
	return en_perm_too_many(inputs)
});