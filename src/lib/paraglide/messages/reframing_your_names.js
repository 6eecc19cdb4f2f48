/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Your_NamesInputs */

const en_reframing_your_names = /** @type {(inputs: Reframing_Your_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your secret names`)
};

const de_reframing_your_names = /** @type {(inputs: Reframing_Your_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine geheimen Namen`)
};

const fr_reframing_your_names = /** @type {(inputs: Reframing_Your_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tes noms secrets`)
};

const es_reframing_your_names = /** @type {(inputs: Reframing_Your_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus nombres secretos`)
};

/**
* | output |
* | --- |
* | "Your secret names" |
*
* @param {Reframing_Your_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_your_names = /** @type {((inputs?: Reframing_Your_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Your_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_your_names(inputs)
	if (locale === "fr") return fr_reframing_your_names(inputs)
	if (locale === "es") return es_reframing_your_names(inputs)
	return en_reframing_your_names(inputs)
});