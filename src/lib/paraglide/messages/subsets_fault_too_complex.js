/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Too_ComplexInputs */

const en_subsets_fault_too_complex = /** @type {(inputs: Subsets_Fault_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card is too complex for the checker.`)
};

const de_subsets_fault_too_complex = /** @type {(inputs: Subsets_Fault_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karte ist zu schwierig für den Prüfer.`)
};

const fr_subsets_fault_too_complex = /** @type {(inputs: Subsets_Fault_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette carte est trop complexe pour le vérificateur.`)
};

const es_subsets_fault_too_complex = /** @type {(inputs: Subsets_Fault_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta carta es demasiado compleja para el comprobador.`)
};

/**
* | output |
* | --- |
* | "This card is too complex for the checker." |
*
* @param {Subsets_Fault_Too_ComplexInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_too_complex = /** @type {((inputs?: Subsets_Fault_Too_ComplexInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Too_ComplexInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_too_complex(inputs)
	if (locale === "fr") return fr_subsets_fault_too_complex(inputs)
	if (locale === "es") return es_subsets_fault_too_complex(inputs)
	return en_subsets_fault_too_complex(inputs)
});