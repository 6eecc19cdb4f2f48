/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_Frame_LabelInputs */

const en_reframing_frame_label = /** @type {(inputs: Reframing_Frame_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frame ${i?.frame}:`)
};

const de_reframing_frame_label = /** @type {(inputs: Reframing_Frame_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame}:`)
};

const fr_reframing_frame_label = /** @type {(inputs: Reframing_Frame_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cadre ${i?.frame} :`)
};

const es_reframing_frame_label = /** @type {(inputs: Reframing_Frame_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marco ${i?.frame}:`)
};

/**
* | output |
* | --- |
* | "Frame {frame}:" |
*
* @param {Reframing_Frame_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_frame_label = /** @type {((inputs: Reframing_Frame_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Frame_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_frame_label(inputs)
	if (locale === "fr") return fr_reframing_frame_label(inputs)
	if (locale === "es") return es_reframing_frame_label(inputs)
	return en_reframing_frame_label(inputs)
});