/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_Distribution_CaptionInputs */

const en_sb_distribution_caption = /** @type {(inputs: Sb_Distribution_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How often each score came up in ${i?.name}`)
};

const de_sb_distribution_caption = /** @type {(inputs: Sb_Distribution_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wie oft jede Punktzahl in ${i?.name} vorkam`)
};

const fr_sb_distribution_caption = /** @type {(inputs: Sb_Distribution_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fréquence de chaque score à ${i?.name}`)
};

const es_sb_distribution_caption = /** @type {(inputs: Sb_Distribution_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuántas veces salió cada puntuación en ${i?.name}`)
};

/**
* | output |
* | --- |
* | "How often each score came up in {name}" |
*
* @param {Sb_Distribution_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_distribution_caption = /** @type {((inputs: Sb_Distribution_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Distribution_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_distribution_caption(inputs)
	if (locale === "fr") return fr_sb_distribution_caption(inputs)
	if (locale === "es") return es_sb_distribution_caption(inputs)
	return en_sb_distribution_caption(inputs)
});