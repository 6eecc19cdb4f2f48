/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Deck_Summary_ErrorsInputs */

const en_sub_deck_summary_errors = /** @type {(inputs: Sub_Deck_Summary_ErrorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} error`);
	return /** @type {LocalizedString} */ (`${i?.count} errors`)
	
};

const de_sub_deck_summary_errors = /** @type {(inputs: Sub_Deck_Summary_ErrorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Fehler`);
	return /** @type {LocalizedString} */ (`${i?.count} Fehler`)
	
};

const fr_sub_deck_summary_errors = /** @type {(inputs: Sub_Deck_Summary_ErrorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} erreur`);
	return /** @type {LocalizedString} */ (`${i?.count} erreurs`)
	
};

const es_sub_deck_summary_errors = /** @type {(inputs: Sub_Deck_Summary_ErrorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} error`);
	return /** @type {LocalizedString} */ (`${i?.count} errores`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} error" |
* | * | "{count} errors" |
*
* @param {Sub_Deck_Summary_ErrorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_summary_errors = /** @type {((inputs: Sub_Deck_Summary_ErrorsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Summary_ErrorsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_summary_errors(inputs)
	if (locale === "fr") return fr_sub_deck_summary_errors(inputs)
	if (locale === "es") return es_sub_deck_summary_errors(inputs)
	return en_sub_deck_summary_errors(inputs)
});