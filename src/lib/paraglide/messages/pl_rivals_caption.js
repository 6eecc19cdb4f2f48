/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Rivals_CaptionInputs */

const en_pl_rivals_caption = /** @type {(inputs: Pl_Rivals_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each opponent, most met first: games together, and who placed higher`)
};

const de_pl_rivals_caption = /** @type {(inputs: Pl_Rivals_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Gegner, die häufigsten zuerst: gemeinsame Spiele und wer besser platziert war`)
};

const fr_pl_rivals_caption = /** @type {(inputs: Pl_Rivals_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque adversaire, le plus affronté d’abord : parties ensemble, et qui a fini devant`)
};

const es_pl_rivals_caption = /** @type {(inputs: Pl_Rivals_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada rival, el más enfrentado primero: partidas juntos y quién quedó por delante`)
};

/**
* | output |
* | --- |
* | "Each opponent, most met first: games together, and who placed higher" |
*
* @param {Pl_Rivals_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_rivals_caption = /** @type {((inputs?: Pl_Rivals_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Rivals_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_rivals_caption(inputs)
	if (locale === "fr") return fr_pl_rivals_caption(inputs)
	if (locale === "es") return es_pl_rivals_caption(inputs)
	return en_pl_rivals_caption(inputs)
});