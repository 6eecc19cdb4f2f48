/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, total: NonNullable<unknown>, count: NonNullable<unknown> }} Tn_Np_WinsInputs */

const en_tn_np_wins = /** @type {(inputs: Tn_Np_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} wins with ${i?.total}.`);
	return /** @type {LocalizedString} */ (`${i?.names} share the win with ${i?.total}.`)
	
};

const de_tn_np_wins = /** @type {(inputs: Tn_Np_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} gewinnt mit ${i?.total}.`);
	return /** @type {LocalizedString} */ (`${i?.names} teilen sich den Sieg mit ${i?.total}.`)
	
};

const fr_tn_np_wins = /** @type {(inputs: Tn_Np_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} gagne avec ${i?.total}.`);
	return /** @type {LocalizedString} */ (`${i?.names} se partagent la victoire avec ${i?.total}.`)
	
};

const es_tn_np_wins = /** @type {(inputs: Tn_Np_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} gana con ${i?.total}.`);
	return /** @type {LocalizedString} */ (`${i?.names} comparten la victoria con ${i?.total}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} wins with {total}." |
* | * | "{names} share the win with {total}." |
*
* @param {Tn_Np_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_wins = /** @type {((inputs: Tn_Np_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_wins(inputs)
	if (locale === "fr") return fr_tn_np_wins(inputs)
	if (locale === "es") return es_tn_np_wins(inputs)
	return en_tn_np_wins(inputs)
});