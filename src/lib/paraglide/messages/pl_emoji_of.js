/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Emoji_OfInputs */

const en_pl_emoji_of = /** @type {(inputs: Pl_Emoji_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emoji of ${i?.name}`)
};

const de_pl_emoji_of = /** @type {(inputs: Pl_Emoji_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emoji von ${i?.name}`)
};

const fr_pl_emoji_of = /** @type {(inputs: Pl_Emoji_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Émoji : ${i?.name}`)
};

const es_pl_emoji_of = /** @type {(inputs: Pl_Emoji_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emoji de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Emoji of {name}" |
*
* @param {Pl_Emoji_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_emoji_of = /** @type {((inputs: Pl_Emoji_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Emoji_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_emoji_of(inputs)
	if (locale === "fr") return fr_pl_emoji_of(inputs)
	if (locale === "es") return es_pl_emoji_of(inputs)
	return en_pl_emoji_of(inputs)
});