/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_On_FrameInputs */

const en_reframing_on_frame = /** @type {(inputs: Reframing_On_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on frame ${i?.frame}`)
};

const de_reframing_on_frame = /** @type {(inputs: Reframing_On_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`auf Rahmen ${i?.frame}`)
};

const fr_reframing_on_frame = /** @type {(inputs: Reframing_On_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur le cadre ${i?.frame}`)
};

const es_reframing_on_frame = /** @type {(inputs: Reframing_On_FrameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en el marco ${i?.frame}`)
};

/**
* | output |
* | --- |
* | "on frame {frame}" |
*
* @param {Reframing_On_FrameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_on_frame = /** @type {((inputs: Reframing_On_FrameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_On_FrameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_on_frame(inputs)
	if (locale === "fr") return fr_reframing_on_frame(inputs)
	if (locale === "es") return es_reframing_on_frame(inputs)
	return en_reframing_on_frame(inputs)
});