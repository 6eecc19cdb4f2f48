/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Add_TermInputs */

const en_tr_add_term = /** @type {(inputs: Tr_Add_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to a′`)
};

const de_tr_add_term = /** @type {(inputs: Tr_Add_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu a′ hinzufügen`)
};

const fr_tr_add_term = /** @type {(inputs: Tr_Add_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à a′`)
};

const es_tr_add_term = /** @type {(inputs: Tr_Add_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a a′`)
};

/**
* | output |
* | --- |
* | "Add to a′" |
*
* @param {Tr_Add_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_add_term = /** @type {((inputs?: Tr_Add_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Add_TermInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_add_term(inputs)
	if (locale === "fr") return fr_tr_add_term(inputs)
	if (locale === "es") return es_tr_add_term(inputs)
	return en_tr_add_term(inputs)
});