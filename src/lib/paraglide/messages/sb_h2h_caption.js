/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_CaptionInputs */

const en_sb_h2h_caption = /** @type {(inputs: Sb_H2h_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every two players who played together: who placed above whom`)
};

const de_sb_h2h_caption = /** @type {(inputs: Sb_H2h_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je zwei Spieler, die zusammen gespielt haben: wer vor wem lag`)
};

const fr_sb_h2h_caption = /** @type {(inputs: Sb_H2h_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque paire de joueurs ayant joué ensemble : qui a fini devant qui`)
};

const es_sb_h2h_caption = /** @type {(inputs: Sb_H2h_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada pareja de jugadores que jugó junta: quién quedó por delante de quién`)
};

/**
* | output |
* | --- |
* | "Every two players who played together: who placed above whom" |
*
* @param {Sb_H2h_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_caption = /** @type {((inputs?: Sb_H2h_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_caption(inputs)
	if (locale === "fr") return fr_sb_h2h_caption(inputs)
	if (locale === "es") return es_sb_h2h_caption(inputs)
	return en_sb_h2h_caption(inputs)
});