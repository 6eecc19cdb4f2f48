/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Plays_CaptionInputs */

const en_pl_plays_caption = /** @type {(inputs: Pl_Plays_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Finished games of ${i?.name}, newest first`)
};

const de_pl_plays_caption = /** @type {(inputs: Pl_Plays_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beendete Spiele von ${i?.name}, die neuesten zuerst`)
};

const fr_pl_plays_caption = /** @type {(inputs: Pl_Plays_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parties terminées de ${i?.name}, les plus récentes d’abord`)
};

const es_pl_plays_caption = /** @type {(inputs: Pl_Plays_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partidas terminadas de ${i?.name}, las más recientes primero`)
};

/**
* | output |
* | --- |
* | "Finished games of {name}, newest first" |
*
* @param {Pl_Plays_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_plays_caption = /** @type {((inputs: Pl_Plays_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Plays_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_plays_caption(inputs)
	if (locale === "fr") return fr_pl_plays_caption(inputs)
	if (locale === "es") return es_pl_plays_caption(inputs)
	return en_pl_plays_caption(inputs)
});