/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Too_BigInputs */

const en_subsets_fault_too_big = /** @type {(inputs: Subsets_Fault_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number on this card is too big for the checker.`)
};

const de_subsets_fault_too_big = /** @type {(inputs: Subsets_Fault_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahl dieser Karte ist zu groß für den Prüfer.`)
};

const fr_subsets_fault_too_big = /** @type {(inputs: Subsets_Fault_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre de cette carte est trop grand pour le vérificateur.`)
};

const es_subsets_fault_too_big = /** @type {(inputs: Subsets_Fault_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un número de esta carta es demasiado grande para el comprobador.`)
};

/**
* | output |
* | --- |
* | "A number on this card is too big for the checker." |
*
* @param {Subsets_Fault_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_too_big = /** @type {((inputs?: Subsets_Fault_Too_BigInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Too_BigInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_too_big(inputs)
	if (locale === "fr") return fr_subsets_fault_too_big(inputs)
	if (locale === "es") return es_subsets_fault_too_big(inputs)
	return en_subsets_fault_too_big(inputs)
});