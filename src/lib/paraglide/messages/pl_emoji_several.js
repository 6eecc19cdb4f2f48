/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Emoji_SeveralInputs */

const en_pl_emoji_several = /** @type {(inputs: Pl_Emoji_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only one emoji fits beside a name; ${i?.name} keeps the one before.`)
};

const de_pl_emoji_several = /** @type {(inputs: Pl_Emoji_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neben einen Namen passt nur ein Emoji; ${i?.name} behält das bisherige.`)
};

const fr_pl_emoji_several = /** @type {(inputs: Pl_Emoji_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un seul émoji tient à côté d’un nom ; ${i?.name} garde le précédent.`)
};

const es_pl_emoji_several = /** @type {(inputs: Pl_Emoji_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Junto a un nombre cabe un solo emoji; ${i?.name} conserva el anterior.`)
};

/**
* | output |
* | --- |
* | "Only one emoji fits beside a name; {name} keeps the one before." |
*
* @param {Pl_Emoji_SeveralInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_emoji_several = /** @type {((inputs: Pl_Emoji_SeveralInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Emoji_SeveralInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_emoji_several(inputs)
	if (locale === "fr") return fr_pl_emoji_several(inputs)
	if (locale === "es") return es_pl_emoji_several(inputs)
	return en_pl_emoji_several(inputs)
});