/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ after: NonNullable<unknown>, names: NonNullable<unknown>, totals: NonNullable<unknown>, count: NonNullable<unknown> }} Tn_Sc_After_WinsInputs */

const en_tn_sc_after_wins = /** @type {(inputs: Tn_Sc_After_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`After ${i?.after}, ${i?.names} wins. Totals: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`After ${i?.after}, ${i?.names} share the win. Totals: ${i?.totals}.`)
	
};

const de_tn_sc_after_wins = /** @type {(inputs: Tn_Sc_After_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nach ${i?.after} gewinnt ${i?.names}. Summen: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Nach ${i?.after} teilen sich ${i?.names} den Sieg. Summen: ${i?.totals}.`)
	
};

const fr_tn_sc_after_wins = /** @type {(inputs: Tn_Sc_After_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Après ${i?.after}, ${i?.names} gagne. Totaux : ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Après ${i?.after}, ${i?.names} se partagent la victoire. Totaux : ${i?.totals}.`)
	
};

const es_tn_sc_after_wins = /** @type {(inputs: Tn_Sc_After_WinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tras ${i?.after}, ${i?.names} gana. Totales: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Tras ${i?.after}, ${i?.names} comparten la victoria. Totales: ${i?.totals}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "After {after}, {names} wins. Totals: {totals}." |
* | * | "After {after}, {names} share the win. Totals: {totals}." |
*
* @param {Tn_Sc_After_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_after_wins = /** @type {((inputs: Tn_Sc_After_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_After_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_after_wins(inputs)
	if (locale === "fr") return fr_tn_sc_after_wins(inputs)
	if (locale === "es") return es_tn_sc_after_wins(inputs)
	return en_tn_sc_after_wins(inputs)
});