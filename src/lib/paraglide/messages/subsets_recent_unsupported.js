/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Recent_UnsupportedInputs */

const en_subsets_recent_unsupported = /** @type {(inputs: Subsets_Recent_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not readable by the checker.`)
};

const de_subsets_recent_unsupported = /** @type {(inputs: Subsets_Recent_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist für den Prüfer nicht lesbar.`)
};

const fr_subsets_recent_unsupported = /** @type {(inputs: Subsets_Recent_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est illisible pour le vérificateur.`)
};

const es_subsets_recent_unsupported = /** @type {(inputs: Subsets_Recent_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no la puede leer el comprobador.`)
};

/**
* | output |
* | --- |
* | "is not readable by the checker." |
*
* @param {Subsets_Recent_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_unsupported = /** @type {((inputs?: Subsets_Recent_UnsupportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_UnsupportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_unsupported(inputs)
	if (locale === "fr") return fr_subsets_recent_unsupported(inputs)
	if (locale === "es") return es_subsets_recent_unsupported(inputs)
	return en_subsets_recent_unsupported(inputs)
});