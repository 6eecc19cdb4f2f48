/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Designer_UnknownInputs */

const en_rules_designer_unknown = /** @type {(inputs: Rules_Designer_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Designer not known`)
};

const de_rules_designer_unknown = /** @type {(inputs: Rules_Designer_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor unbekannt`)
};

const fr_rules_designer_unknown = /** @type {(inputs: Rules_Designer_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteur inconnu`)
};

const es_rules_designer_unknown = /** @type {(inputs: Rules_Designer_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor desconocido`)
};

/**
* | output |
* | --- |
* | "Designer not known" |
*
* @param {Rules_Designer_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_designer_unknown = /** @type {((inputs?: Rules_Designer_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Designer_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_designer_unknown(inputs)
	if (locale === "fr") return fr_rules_designer_unknown(inputs)
	if (locale === "es") return es_rules_designer_unknown(inputs)
	return en_rules_designer_unknown(inputs)
});