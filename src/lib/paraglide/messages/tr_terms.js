/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_TermsInputs */

const en_tr_terms = /** @type {(inputs: Tr_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} term`);
	return /** @type {LocalizedString} */ (`${i?.count} terms`)
	
};

const de_tr_terms = /** @type {(inputs: Tr_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Glied`);
	return /** @type {LocalizedString} */ (`${i?.count} Glieder`)
	
};

const fr_tr_terms = /** @type {(inputs: Tr_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} terme`);
	return /** @type {LocalizedString} */ (`${i?.count} termes`)
	
};

const es_tr_terms = /** @type {(inputs: Tr_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} término`);
	return /** @type {LocalizedString} */ (`${i?.count} términos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} term" |
* | * | "{count} terms" |
*
* @param {Tr_TermsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_terms = /** @type {((inputs: Tr_TermsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_TermsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_terms(inputs)
	if (locale === "fr") return fr_tr_terms(inputs)
	if (locale === "es") return es_tr_terms(inputs)
	return en_tr_terms(inputs)
});