/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rules_Search_FoundInputs */

const en_rules_search_found = /** @type {(inputs: Rules_Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} rule found.`);
	return /** @type {LocalizedString} */ (`${i?.count} rules found.`)
	
};

const de_rules_search_found = /** @type {(inputs: Rules_Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Regel gefunden.`);
	return /** @type {LocalizedString} */ (`${i?.count} Regeln gefunden.`)
	
};

const fr_rules_search_found = /** @type {(inputs: Rules_Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} règle trouvée.`);
	return /** @type {LocalizedString} */ (`${i?.count} règles trouvées.`)
	
};

const es_rules_search_found = /** @type {(inputs: Rules_Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} regla encontrada.`);
	return /** @type {LocalizedString} */ (`${i?.count} reglas encontradas.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} rule found." |
* | * | "{count} rules found." |
*
* @param {Rules_Search_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_search_found = /** @type {((inputs: Rules_Search_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Search_FoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_search_found(inputs)
	if (locale === "fr") return fr_rules_search_found(inputs)
	if (locale === "es") return es_rules_search_found(inputs)
	return en_rules_search_found(inputs)
});