/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_UnsupportedInputs */

const en_subsets_card_unsupported = /** @type {(inputs: Subsets_Card_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not readable by the checker:`)
};

const de_subsets_card_unsupported = /** @type {(inputs: Subsets_Card_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Prüfer nicht lesbar:`)
};

const fr_subsets_card_unsupported = /** @type {(inputs: Subsets_Card_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illisible pour le vérificateur :`)
};

const es_subsets_card_unsupported = /** @type {(inputs: Subsets_Card_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no puede leerla:`)
};

/**
* | output |
* | --- |
* | "Not readable by the checker:" |
*
* @param {Subsets_Card_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_unsupported = /** @type {((inputs?: Subsets_Card_UnsupportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_UnsupportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_unsupported(inputs)
	if (locale === "fr") return fr_subsets_card_unsupported(inputs)
	if (locale === "es") return es_subsets_card_unsupported(inputs)
	return en_subsets_card_unsupported(inputs)
});