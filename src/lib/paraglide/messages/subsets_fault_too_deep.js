/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Too_DeepInputs */

const en_subsets_fault_too_deep = /** @type {(inputs: Subsets_Fault_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card nests its operators too deeply for the checker.`)
};

const de_subsets_fault_too_deep = /** @type {(inputs: Subsets_Fault_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte verschachtelt ihre Rechenzeichen zu tief für den Prüfer.`)
};

const fr_subsets_fault_too_deep = /** @type {(inputs: Subsets_Fault_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte imbrique ses opérateurs trop profondément pour le vérificateur.`)
};

const es_subsets_fault_too_deep = /** @type {(inputs: Subsets_Fault_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta anida sus operadores demasiado para el comprobador.`)
};

/**
* | output |
* | --- |
* | "The card nests its operators too deeply for the checker." |
*
* @param {Subsets_Fault_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_too_deep = /** @type {((inputs?: Subsets_Fault_Too_DeepInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Too_DeepInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_too_deep(inputs)
	if (locale === "fr") return fr_subsets_fault_too_deep(inputs)
	if (locale === "es") return es_subsets_fault_too_deep(inputs)
	return en_subsets_fault_too_deep(inputs)
});