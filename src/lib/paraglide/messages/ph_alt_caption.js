/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown>, date: NonNullable<unknown>, caption: NonNullable<unknown> }} Ph_Alt_CaptionInputs */

const en_ph_alt_caption = /** @type {(inputs: Ph_Alt_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}: ${i?.caption}`)
};

const de_ph_alt_caption = /** @type {(inputs: Ph_Alt_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}: ${i?.caption}`)
};

const fr_ph_alt_caption = /** @type {(inputs: Ph_Alt_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date} : ${i?.caption}`)
};

const es_ph_alt_caption = /** @type {(inputs: Ph_Alt_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game}, ${i?.date}: ${i?.caption}`)
};

/**
* | output |
* | --- |
* | "{game}, {date}: {caption}" |
*
* @param {Ph_Alt_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_alt_caption = /** @type {((inputs: Ph_Alt_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Alt_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_alt_caption(inputs)
	if (locale === "fr") return fr_ph_alt_caption(inputs)
	if (locale === "es") return es_ph_alt_caption(inputs)
	return en_ph_alt_caption(inputs)
});