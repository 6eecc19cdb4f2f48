/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, frame: NonNullable<unknown>, why: NonNullable<unknown> }} Reframing_Card_PassesInputs */

const en_reframing_card_passes = /** @type {(inputs: Reframing_Card_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} on frame ${i?.frame} passes: ${i?.why}`)
};

const de_reframing_card_passes = /** @type {(inputs: Reframing_Card_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} auf Rahmen ${i?.frame} gilt: ${i?.why}`)
};

const fr_reframing_card_passes = /** @type {(inputs: Reframing_Card_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} sur le cadre ${i?.frame} réussit : ${i?.why}`)
};

const es_reframing_card_passes = /** @type {(inputs: Reframing_Card_PassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} en el marco ${i?.frame} cumple: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "{card} on frame {frame} passes: {why}" |
*
* @param {Reframing_Card_PassesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_card_passes = /** @type {((inputs: Reframing_Card_PassesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Card_PassesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_card_passes(inputs)
	if (locale === "fr") return fr_reframing_card_passes(inputs)
	if (locale === "es") return es_reframing_card_passes(inputs)
	return en_reframing_card_passes(inputs)
});