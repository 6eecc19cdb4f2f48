/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, twelves: NonNullable<unknown>, ones: NonNullable<unknown>, twos: NonNullable<unknown> }} Reframing_Why_TwelvesInputs */

const en_reframing_why_twelves = /** @type {(inputs: Reframing_Why_TwelvesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.twelves}, ${i?.ones} and ${i?.twos}`)
};

const de_reframing_why_twelves = /** @type {(inputs: Reframing_Why_TwelvesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.twelves}, ${i?.ones} und ${i?.twos}`)
};

const fr_reframing_why_twelves = /** @type {(inputs: Reframing_Why_TwelvesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.twelves}, ${i?.ones} et ${i?.twos}`)
};

const es_reframing_why_twelves = /** @type {(inputs: Reframing_Why_TwelvesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.twelves}, ${i?.ones} y ${i?.twos}`)
};

/**
* | output |
* | --- |
* | "frame {frame} has {twelves}, {ones} and {twos}" |
*
* @param {Reframing_Why_TwelvesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_twelves = /** @type {((inputs: Reframing_Why_TwelvesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_TwelvesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_twelves(inputs)
	if (locale === "fr") return fr_reframing_why_twelves(inputs)
	if (locale === "es") return es_reframing_why_twelves(inputs)
	return en_reframing_why_twelves(inputs)
});