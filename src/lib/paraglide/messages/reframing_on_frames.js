/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Reframing_On_FramesInputs */

const en_reframing_on_frames = /** @type {(inputs: Reframing_On_FramesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on frames ${i?.from} to ${i?.to}`)
};

const de_reframing_on_frames = /** @type {(inputs: Reframing_On_FramesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`auf den Rahmen ${i?.from} bis ${i?.to}`)
};

const fr_reframing_on_frames = /** @type {(inputs: Reframing_On_FramesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur les cadres ${i?.from} à ${i?.to}`)
};

const es_reframing_on_frames = /** @type {(inputs: Reframing_On_FramesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en los marcos ${i?.from} a ${i?.to}`)
};

/**
* | output |
* | --- |
* | "on frames {from} to {to}" |
*
* @param {Reframing_On_FramesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_on_frames = /** @type {((inputs: Reframing_On_FramesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_On_FramesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_on_frames(inputs)
	if (locale === "fr") return fr_reframing_on_frames(inputs)
	if (locale === "es") return es_reframing_on_frames(inputs)
	return en_reframing_on_frames(inputs)
});