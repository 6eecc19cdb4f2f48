/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, seats: NonNullable<unknown> }} Pl_Result_PlaceInputs */

const en_pl_result_place = /** @type {(inputs: Pl_Result_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place ${i?.place} of ${i?.seats}`)
};

const de_pl_result_place = /** @type {(inputs: Pl_Result_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platz ${i?.place} von ${i?.seats}`)
};

const fr_pl_result_place = /** @type {(inputs: Pl_Result_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place ${i?.place} sur ${i?.seats}`)
};

const es_pl_result_place = /** @type {(inputs: Pl_Result_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puesto ${i?.place} de ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Place {place} of {seats}" |
*
* @param {Pl_Result_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_result_place = /** @type {((inputs: Pl_Result_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Result_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_result_place(inputs)
	if (locale === "fr") return fr_pl_result_place(inputs)
	if (locale === "es") return es_pl_result_place(inputs)
	return en_pl_result_place(inputs)
});