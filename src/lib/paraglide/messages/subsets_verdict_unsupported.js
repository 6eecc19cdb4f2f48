/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Verdict_UnsupportedInputs */

const en_subsets_verdict_unsupported = /** @type {(inputs: Subsets_Verdict_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker cannot read one card.`)
};

const de_subsets_verdict_unsupported = /** @type {(inputs: Subsets_Verdict_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer kann eine Karte nicht lesen.`)
};

const fr_subsets_verdict_unsupported = /** @type {(inputs: Subsets_Verdict_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne peut pas lire une carte.`)
};

const es_subsets_verdict_unsupported = /** @type {(inputs: Subsets_Verdict_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no puede leer una carta.`)
};

/**
* | output |
* | --- |
* | "The checker cannot read one card." |
*
* @param {Subsets_Verdict_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_verdict_unsupported = /** @type {((inputs?: Subsets_Verdict_UnsupportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Verdict_UnsupportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_verdict_unsupported(inputs)
	if (locale === "fr") return fr_subsets_verdict_unsupported(inputs)
	if (locale === "es") return es_subsets_verdict_unsupported(inputs)
	return en_subsets_verdict_unsupported(inputs)
});