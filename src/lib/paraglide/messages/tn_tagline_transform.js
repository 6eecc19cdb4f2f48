/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Tagline_TransformInputs */

const en_tn_tagline_transform = /** @type {(inputs: Tn_Tagline_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combine secret integer lists and count the primes that come out.`)
};

const de_tn_tagline_transform = /** @type {(inputs: Tn_Tagline_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime Listen ganzer Zahlen kombinieren und die Primzahlen zählen, die dabei herauskommen.`)
};

const fr_tn_tagline_transform = /** @type {(inputs: Tn_Tagline_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combinez des listes secrètes d’entiers et comptez les nombres premiers qui en sortent.`)
};

const es_tn_tagline_transform = /** @type {(inputs: Tn_Tagline_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combina listas secretas de enteros y cuenta los primos que salen.`)
};

/**
* | output |
* | --- |
* | "Combine secret integer lists and count the primes that come out." |
*
* @param {Tn_Tagline_TransformInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_tagline_transform = /** @type {((inputs?: Tn_Tagline_TransformInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Tagline_TransformInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_tagline_transform(inputs)
	if (locale === "fr") return fr_tn_tagline_transform(inputs)
	if (locale === "es") return es_tn_tagline_transform(inputs)
	return en_tn_tagline_transform(inputs)
});