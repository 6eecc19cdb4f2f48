/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Secret_Names_OfInputs */

const en_reframing_secret_names_of = /** @type {(inputs: Reframing_Secret_Names_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s secret names`)
};

const de_reframing_secret_names_of = /** @type {(inputs: Reframing_Secret_Names_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geheime Namen von ${i?.name}`)
};

const fr_reframing_secret_names_of = /** @type {(inputs: Reframing_Secret_Names_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noms secrets de ${i?.name}`)
};

const es_reframing_secret_names_of = /** @type {(inputs: Reframing_Secret_Names_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombres secretos de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s secret names" |
*
* @param {Reframing_Secret_Names_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_secret_names_of = /** @type {((inputs: Reframing_Secret_Names_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Secret_Names_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_secret_names_of(inputs)
	if (locale === "fr") return fr_reframing_secret_names_of(inputs)
	if (locale === "es") return es_reframing_secret_names_of(inputs)
	return en_reframing_secret_names_of(inputs)
});