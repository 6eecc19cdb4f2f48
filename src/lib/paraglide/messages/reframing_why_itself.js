/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_Why_ItselfInputs */

const en_reframing_why_itself = /** @type {(inputs: Reframing_Why_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is itself a card on frame ${i?.frame}`)
};

const de_reframing_why_itself = /** @type {(inputs: Reframing_Why_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sie liegt selbst auf Rahmen ${i?.frame}`)
};

const fr_reframing_why_itself = /** @type {(inputs: Reframing_Why_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`elle est elle-même une carte du cadre ${i?.frame}`)
};

const es_reframing_why_itself = /** @type {(inputs: Reframing_Why_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ella misma es una carta del marco ${i?.frame}`)
};

/**
* | output |
* | --- |
* | "it is itself a card on frame {frame}" |
*
* @param {Reframing_Why_ItselfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_itself = /** @type {((inputs: Reframing_Why_ItselfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_ItselfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_itself(inputs)
	if (locale === "fr") return fr_reframing_why_itself(inputs)
	if (locale === "es") return es_reframing_why_itself(inputs)
	return en_reframing_why_itself(inputs)
});