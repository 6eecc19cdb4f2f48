/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_FrameInputs */

const en_reframing_frame = /** @type {(inputs: Reframing_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frame ${i?.frame}`)
};

const de_reframing_frame = /** @type {(inputs: Reframing_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame}`)
};

const fr_reframing_frame = /** @type {(inputs: Reframing_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cadre ${i?.frame}`)
};

const es_reframing_frame = /** @type {(inputs: Reframing_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marco ${i?.frame}`)
};

/**
* | output |
* | --- |
* | "Frame {frame}" |
*
* @param {Reframing_FrameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_frame = /** @type {((inputs: Reframing_FrameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_FrameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_frame(inputs)
	if (locale === "fr") return fr_reframing_frame(inputs)
	if (locale === "es") return es_reframing_frame(inputs)
	return en_reframing_frame(inputs)
});