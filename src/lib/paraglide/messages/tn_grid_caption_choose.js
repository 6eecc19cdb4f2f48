/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_Caption_ChooseInputs */

const en_tn_grid_caption_choose = /** @type {(inputs: Tn_Grid_Caption_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a score or a round number to correct it.`)
};

const de_tn_grid_caption_choose = /** @type {(inputs: Tn_Grid_Caption_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Punktzahl oder eine Rundennummer, um sie zu korrigieren.`)
};

const fr_tn_grid_caption_choose = /** @type {(inputs: Tn_Grid_Caption_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un score ou un numéro de manche pour le corriger.`)
};

const es_tn_grid_caption_choose = /** @type {(inputs: Tn_Grid_Caption_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una puntuación o un número de ronda para corregirlo.`)
};

/**
* | output |
* | --- |
* | "Choose a score or a round number to correct it." |
*
* @param {Tn_Grid_Caption_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_caption_choose = /** @type {((inputs?: Tn_Grid_Caption_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_Caption_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_caption_choose(inputs)
	if (locale === "fr") return fr_tn_grid_caption_choose(inputs)
	if (locale === "es") return es_tn_grid_caption_choose(inputs)
	return en_tn_grid_caption_choose(inputs)
});