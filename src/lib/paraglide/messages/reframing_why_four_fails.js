/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_Why_Four_FailsInputs */

const en_reframing_why_four_fails = /** @type {(inputs: Reframing_Why_Four_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no card other than a 4 fails on frame ${i?.frame}`)
};

const de_reframing_why_four_fails = /** @type {(inputs: Reframing_Why_Four_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`auf Rahmen ${i?.frame} gilt jede Karte außer einer 4`)
};

const fr_reframing_why_four_fails = /** @type {(inputs: Reframing_Why_Four_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur le cadre ${i?.frame}, aucune carte autre qu’un 4 n’échoue`)
};

const es_reframing_why_four_fails = /** @type {(inputs: Reframing_Why_Four_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en el marco ${i?.frame} no falla ninguna carta que no sea un 4`)
};

/**
* | output |
* | --- |
* | "no card other than a 4 fails on frame {frame}" |
*
* @param {Reframing_Why_Four_FailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_four_fails = /** @type {((inputs: Reframing_Why_Four_FailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Four_FailsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_four_fails(inputs)
	if (locale === "fr") return fr_reframing_why_four_fails(inputs)
	if (locale === "es") return es_reframing_why_four_fails(inputs)
	return en_reframing_why_four_fails(inputs)
});