/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_EmojiInputs */

const en_fm_bf_emoji = /** @type {(inputs: Fm_Bf_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`emoji`)
};

const de_fm_bf_emoji = /** @type {(inputs: Fm_Bf_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emoji`)
};

const fr_fm_bf_emoji = /** @type {(inputs: Fm_Bf_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`emoji`)
};

const es_fm_bf_emoji = /** @type {(inputs: Fm_Bf_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`emoji`)
};

/**
* | output |
* | --- |
* | "emoji" |
*
* @param {Fm_Bf_EmojiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_emoji = /** @type {((inputs?: Fm_Bf_EmojiInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_EmojiInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_emoji(inputs)
	if (locale === "fr") return fr_fm_bf_emoji(inputs)
	if (locale === "es") return es_fm_bf_emoji(inputs)
	return en_fm_bf_emoji(inputs)
});