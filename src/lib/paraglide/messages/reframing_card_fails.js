/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, frame: NonNullable<unknown>, why: NonNullable<unknown> }} Reframing_Card_FailsInputs */

const en_reframing_card_fails = /** @type {(inputs: Reframing_Card_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} on frame ${i?.frame} fails: ${i?.why}`)
};

const de_reframing_card_fails = /** @type {(inputs: Reframing_Card_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} auf Rahmen ${i?.frame} gilt nicht: ${i?.why}`)
};

const fr_reframing_card_fails = /** @type {(inputs: Reframing_Card_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} sur le cadre ${i?.frame} échoue : ${i?.why}`)
};

const es_reframing_card_fails = /** @type {(inputs: Reframing_Card_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} en el marco ${i?.frame} falla: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "{card} on frame {frame} fails: {why}" |
*
* @param {Reframing_Card_FailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_card_fails = /** @type {((inputs: Reframing_Card_FailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Card_FailsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_card_fails(inputs)
	if (locale === "fr") return fr_reframing_card_fails(inputs)
	if (locale === "es") return es_reframing_card_fails(inputs)
	return en_reframing_card_fails(inputs)
});