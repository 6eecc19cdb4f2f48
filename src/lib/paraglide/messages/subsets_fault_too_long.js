/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Too_LongInputs */

const en_subsets_fault_too_long = /** @type {(inputs: Subsets_Fault_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is longer than the checker reads.`)
};

const de_subsets_fault_too_long = /** @type {(inputs: Subsets_Fault_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte ist länger, als der Prüfer liest.`)
};

const fr_subsets_fault_too_long = /** @type {(inputs: Subsets_Fault_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte est plus longue que ce que lit le vérificateur.`)
};

const es_subsets_fault_too_long = /** @type {(inputs: Subsets_Fault_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta es más larga de lo que lee el comprobador.`)
};

/**
* | output |
* | --- |
* | "The card is longer than the checker reads." |
*
* @param {Subsets_Fault_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_too_long = /** @type {((inputs?: Subsets_Fault_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_too_long(inputs)
	if (locale === "fr") return fr_subsets_fault_too_long(inputs)
	if (locale === "es") return es_subsets_fault_too_long(inputs)
	return en_subsets_fault_too_long(inputs)
});