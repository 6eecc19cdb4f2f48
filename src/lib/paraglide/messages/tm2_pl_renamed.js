/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ old: NonNullable<unknown>, name: NonNullable<unknown> }} Tm2_Pl_RenamedInputs */

const en_tm2_pl_renamed = /** @type {(inputs: Tm2_Pl_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.old} is called ${i?.name} now.`)
};

const de_tm2_pl_renamed = /** @type {(inputs: Tm2_Pl_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.old} heißt jetzt ${i?.name}.`)
};

const fr_tm2_pl_renamed = /** @type {(inputs: Tm2_Pl_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.old} s’appelle désormais ${i?.name}.`)
};

const es_tm2_pl_renamed = /** @type {(inputs: Tm2_Pl_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.old} ahora se llama ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{old} is called {name} now." |
*
* @param {Tm2_Pl_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm2_pl_renamed = /** @type {((inputs: Tm2_Pl_RenamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm2_Pl_RenamedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm2_pl_renamed(inputs)
	if (locale === "fr") return fr_tm2_pl_renamed(inputs)
	if (locale === "es") return es_tm2_pl_renamed(inputs)
	return en_tm2_pl_renamed(inputs)
});