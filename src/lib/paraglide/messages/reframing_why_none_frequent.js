/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ copies: NonNullable<unknown>, frame: NonNullable<unknown> }} Reframing_Why_None_FrequentInputs */

const en_reframing_why_none_frequent = /** @type {(inputs: Reframing_Why_None_FrequentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no number appears ${i?.copies} or more times on frame ${i?.frame}`)
};

const de_reframing_why_none_frequent = /** @type {(inputs: Reframing_Why_None_FrequentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`keine Zahl liegt ${i?.copies}-mal oder öfter auf Rahmen ${i?.frame}`)
};

const fr_reframing_why_none_frequent = /** @type {(inputs: Reframing_Why_None_FrequentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`aucun nombre n’apparaît ${i?.copies} fois ou plus sur le cadre ${i?.frame}`)
};

const es_reframing_why_none_frequent = /** @type {(inputs: Reframing_Why_None_FrequentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ningún número aparece ${i?.copies} veces o más en el marco ${i?.frame}`)
};

/**
* | output |
* | --- |
* | "no number appears {copies} or more times on frame {frame}" |
*
* @param {Reframing_Why_None_FrequentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_none_frequent = /** @type {((inputs: Reframing_Why_None_FrequentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_None_FrequentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_none_frequent(inputs)
	if (locale === "fr") return fr_reframing_why_none_frequent(inputs)
	if (locale === "es") return es_reframing_why_none_frequent(inputs)
	return en_reframing_why_none_frequent(inputs)
});