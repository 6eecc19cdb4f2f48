/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Perm_More_To_CountInputs */

const en_perm_more_to_count = /** @type {(inputs: Perm_More_To_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} more card to count: everyone drafts 11 a round.`);
	return /** @type {LocalizedString} */ (`${i?.count} more cards to count: everyone drafts 11 a round.`)
	
};

const de_perm_more_to_count = /** @type {(inputs: Perm_More_To_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Noch ${i?.count} Karte zu zählen: Jeder nimmt 11 pro Runde.`);
	return /** @type {LocalizedString} */ (`Noch ${i?.count} Karten zu zählen: Jeder nimmt 11 pro Runde.`)
	
};

const fr_perm_more_to_count = /** @type {(inputs: Perm_More_To_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Encore ${i?.count} carte à compter : chacun prend 11 cartes par manche.`);
	return /** @type {LocalizedString} */ (`Encore ${i?.count} cartes à compter : chacun prend 11 cartes par manche.`)
	
};

const es_perm_more_to_count = /** @type {(inputs: Perm_More_To_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Falta contar ${i?.count} carta: cada uno se lleva 11 por ronda.`);
	return /** @type {LocalizedString} */ (`Faltan contar ${i?.count} cartas: cada uno se lleva 11 por ronda.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more card to count: everyone drafts 11 a round." |
* | * | "{count} more cards to count: everyone drafts 11 a round." |
*
* @param {Perm_More_To_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_more_to_count = /** @type {((inputs: Perm_More_To_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_More_To_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_more_to_count(inputs)
	if (locale === "fr") return fr_perm_more_to_count(inputs)
	if (locale === "es") return es_perm_more_to_count(inputs)
	return en_perm_more_to_count(inputs)
});