/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Ellipsis_UnclearInputs */

const en_subsets_fault_ellipsis_unclear = /** @type {(inputs: Subsets_Fault_Ellipsis_UnclearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ellipsis “…” cannot be read: its rule is unclear.`)
};

const de_subsets_fault_ellipsis_unclear = /** @type {(inputs: Subsets_Fault_Ellipsis_UnclearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Auslassung „…“ ist nicht lesbar: ihre Regel ist unklar.`)
};

const fr_subsets_fault_ellipsis_unclear = /** @type {(inputs: Subsets_Fault_Ellipsis_UnclearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les points de suspension « … » sont illisibles : leur règle n’est pas claire.`)
};

const es_subsets_fault_ellipsis_unclear = /** @type {(inputs: Subsets_Fault_Ellipsis_UnclearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los puntos suspensivos «…» no se pueden leer: su regla no está clara.`)
};

/**
* | output |
* | --- |
* | "The ellipsis “…” cannot be read: its rule is unclear." |
*
* @param {Subsets_Fault_Ellipsis_UnclearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_ellipsis_unclear = /** @type {((inputs?: Subsets_Fault_Ellipsis_UnclearInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Ellipsis_UnclearInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_ellipsis_unclear(inputs)
	if (locale === "fr") return fr_subsets_fault_ellipsis_unclear(inputs)
	if (locale === "es") return es_subsets_fault_ellipsis_unclear(inputs)
	return en_subsets_fault_ellipsis_unclear(inputs)
});