/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Irrational_ConstantInputs */

const en_subsets_fault_irrational_constant = /** @type {(inputs: Subsets_Fault_Irrational_ConstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker does not handle this irrational number here.`)
};

const de_subsets_fault_irrational_constant = /** @type {(inputs: Subsets_Fault_Irrational_ConstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese irrationale Zahl kann der Prüfer hier nicht behandeln.`)
};

const fr_subsets_fault_irrational_constant = /** @type {(inputs: Subsets_Fault_Irrational_ConstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne traite pas ce nombre irrationnel ici.`)
};

const es_subsets_fault_irrational_constant = /** @type {(inputs: Subsets_Fault_Irrational_ConstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no trata este número irracional aquí.`)
};

/**
* | output |
* | --- |
* | "The checker does not handle this irrational number here." |
*
* @param {Subsets_Fault_Irrational_ConstantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_irrational_constant = /** @type {((inputs?: Subsets_Fault_Irrational_ConstantInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Irrational_ConstantInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_irrational_constant(inputs)
	if (locale === "fr") return fr_subsets_fault_irrational_constant(inputs)
	if (locale === "es") return es_subsets_fault_irrational_constant(inputs)
	return en_subsets_fault_irrational_constant(inputs)
});