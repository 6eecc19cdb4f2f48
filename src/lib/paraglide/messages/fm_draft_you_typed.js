/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moved: NonNullable<unknown>, typed: NonNullable<unknown> }} Fm_Draft_You_TypedInputs */

const en_fm_draft_you_typed = /** @type {(inputs: Fm_Draft_You_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moved} You had typed: ${i?.typed}.`)
};

const de_fm_draft_you_typed = /** @type {(inputs: Fm_Draft_You_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moved} Du hattest eingegeben: ${i?.typed}.`)
};

const fr_fm_draft_you_typed = /** @type {(inputs: Fm_Draft_You_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moved} Vous aviez saisi : ${i?.typed}.`)
};

const es_fm_draft_you_typed = /** @type {(inputs: Fm_Draft_You_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moved} Habías escrito: ${i?.typed}.`)
};

/**
* | output |
* | --- |
* | "{moved} You had typed: {typed}." |
*
* @param {Fm_Draft_You_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_draft_you_typed = /** @type {((inputs: Fm_Draft_You_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Draft_You_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_draft_you_typed(inputs)
	if (locale === "fr") return fr_fm_draft_you_typed(inputs)
	if (locale === "es") return es_fm_draft_you_typed(inputs)
	return en_fm_draft_you_typed(inputs)
});