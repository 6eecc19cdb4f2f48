/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_S_HistoryInputs */

const en_tn_s_history = /** @type {(inputs: Tn_S_HistoryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`History (${i?.count} entry)`);
	return /** @type {LocalizedString} */ (`History (${i?.count} entries)`)
	
};

const de_tn_s_history = /** @type {(inputs: Tn_S_HistoryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Verlauf (${i?.count} Eintrag)`);
	return /** @type {LocalizedString} */ (`Verlauf (${i?.count} Einträge)`)
	
};

const fr_tn_s_history = /** @type {(inputs: Tn_S_HistoryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Historique (${i?.count} entrée)`);
	return /** @type {LocalizedString} */ (`Historique (${i?.count} entrées)`)
	
};

const es_tn_s_history = /** @type {(inputs: Tn_S_HistoryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Historial (${i?.count} entrada)`);
	return /** @type {LocalizedString} */ (`Historial (${i?.count} entradas)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "History ({count} entry)" |
* | * | "History ({count} entries)" |
*
* @param {Tn_S_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_history = /** @type {((inputs: Tn_S_HistoryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_HistoryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_history(inputs)
	if (locale === "fr") return fr_tn_s_history(inputs)
	if (locale === "es") return es_tn_s_history(inputs)
	return en_tn_s_history(inputs)
});