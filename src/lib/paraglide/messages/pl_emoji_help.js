/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Emoji_HelpInputs */

const en_pl_emoji_help = /** @type {(inputs: Pl_Emoji_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An emoji, if you like, shows beside each name: pick one from the list or type any emoji. Leave it empty for none.`)
};

const de_pl_emoji_help = /** @type {(inputs: Pl_Emoji_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer mag, bekommt ein Emoji neben den Namen: eines aus der Liste wählen oder ein beliebiges eintippen. Leer lassen für keines.`)
};

const fr_pl_emoji_help = /** @type {(inputs: Pl_Emoji_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un émoji, si l’on veut, s’affiche à côté de chaque nom : choisissez-en un dans la liste ou tapez celui qui vous plaît. Laissez vide pour aucun.`)
};

const es_pl_emoji_help = /** @type {(inputs: Pl_Emoji_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si se quiere, un emoji aparece junto a cada nombre: elige uno de la lista o escribe el que quieras. Déjalo vacío para no poner ninguno.`)
};

/**
* | output |
* | --- |
* | "An emoji, if you like, shows beside each name: pick one from the list or type any emoji. Leave it empty for none." |
*
* @param {Pl_Emoji_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_emoji_help = /** @type {((inputs?: Pl_Emoji_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Emoji_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_emoji_help(inputs)
	if (locale === "fr") return fr_pl_emoji_help(inputs)
	if (locale === "es") return es_pl_emoji_help(inputs)
	return en_pl_emoji_help(inputs)
});