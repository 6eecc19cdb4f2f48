/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Verdict_UnknownInputs */

const en_subsets_verdict_unknown = /** @type {(inputs: Subsets_Verdict_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker cannot tell.`)
};

const de_subsets_verdict_unknown = /** @type {(inputs: Subsets_Verdict_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer kann es nicht sagen.`)
};

const fr_subsets_verdict_unknown = /** @type {(inputs: Subsets_Verdict_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne peut pas trancher.`)
};

const es_subsets_verdict_unknown = /** @type {(inputs: Subsets_Verdict_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no puede decidirlo.`)
};

/**
* | output |
* | --- |
* | "The checker cannot tell." |
*
* @param {Subsets_Verdict_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_verdict_unknown = /** @type {((inputs?: Subsets_Verdict_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Verdict_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_verdict_unknown(inputs)
	if (locale === "fr") return fr_subsets_verdict_unknown(inputs)
	if (locale === "es") return es_subsets_verdict_unknown(inputs)
	return en_subsets_verdict_unknown(inputs)
});