/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Emoji_Not_EmojiInputs */

const en_pl_emoji_not_emoji = /** @type {(inputs: Pl_Emoji_Not_EmojiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is not an emoji; ${i?.name} keeps the one before.`)
};

const de_pl_emoji_not_emoji = /** @type {(inputs: Pl_Emoji_Not_EmojiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das ist kein Emoji; ${i?.name} behält das bisherige.`)
};

const fr_pl_emoji_not_emoji = /** @type {(inputs: Pl_Emoji_Not_EmojiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce n’est pas un émoji ; ${i?.name} garde le précédent.`)
};

const es_pl_emoji_not_emoji = /** @type {(inputs: Pl_Emoji_Not_EmojiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eso no es un emoji; ${i?.name} conserva el anterior.`)
};

/**
* | output |
* | --- |
* | "That is not an emoji; {name} keeps the one before." |
*
* @param {Pl_Emoji_Not_EmojiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_emoji_not_emoji = /** @type {((inputs: Pl_Emoji_Not_EmojiInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Emoji_Not_EmojiInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_emoji_not_emoji(inputs)
	if (locale === "fr") return fr_pl_emoji_not_emoji(inputs)
	if (locale === "es") return es_pl_emoji_not_emoji(inputs)
	return en_pl_emoji_not_emoji(inputs)
});