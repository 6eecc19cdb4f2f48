/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown>, date: NonNullable<unknown> }} Ph_AltInputs */

const en_ph_alt = /** @type {(inputs: Ph_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}`)
};

const de_ph_alt = /** @type {(inputs: Ph_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}`)
};

const fr_ph_alt = /** @type {(inputs: Ph_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}`)
};

const es_ph_alt = /** @type {(inputs: Ph_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{game}, {date}" |
*
* @param {Ph_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_alt = /** @type {((inputs: Ph_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_AltInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_alt(inputs)
	if (locale === "fr") return fr_ph_alt(inputs)
	if (locale === "es") return es_ph_alt(inputs)
	return en_ph_alt(inputs)
});