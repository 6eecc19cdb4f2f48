/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_NonlinearInputs */

const en_subsets_fault_nonlinear = /** @type {(inputs: Subsets_Fault_NonlinearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker does not handle this power of the variable here.`)
};

const de_subsets_fault_nonlinear = /** @type {(inputs: Subsets_Fault_NonlinearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Potenz der Variablen kann der Prüfer hier nicht behandeln.`)
};

const fr_subsets_fault_nonlinear = /** @type {(inputs: Subsets_Fault_NonlinearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne traite pas cette puissance de la variable ici.`)
};

const es_subsets_fault_nonlinear = /** @type {(inputs: Subsets_Fault_NonlinearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no trata esta potencia de la variable aquí.`)
};

/**
* | output |
* | --- |
* | "The checker does not handle this power of the variable here." |
*
* @param {Subsets_Fault_NonlinearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_nonlinear = /** @type {((inputs?: Subsets_Fault_NonlinearInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_NonlinearInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_nonlinear(inputs)
	if (locale === "fr") return fr_subsets_fault_nonlinear(inputs)
	if (locale === "es") return es_subsets_fault_nonlinear(inputs)
	return en_subsets_fault_nonlinear(inputs)
});