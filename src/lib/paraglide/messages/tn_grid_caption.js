/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_CaptionInputs */

const en_tn_grid_caption = /** @type {(inputs: Tn_Grid_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores by round, totals at the foot.`)
};

const de_tn_grid_caption = /** @type {(inputs: Tn_Grid_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte je Runde, die Summen unten.`)
};

const fr_tn_grid_caption = /** @type {(inputs: Tn_Grid_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores par manche, totaux en bas.`)
};

const es_tn_grid_caption = /** @type {(inputs: Tn_Grid_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones por ronda, totales al pie.`)
};

/**
* | output |
* | --- |
* | "Scores by round, totals at the foot." |
*
* @param {Tn_Grid_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_caption = /** @type {((inputs?: Tn_Grid_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_caption(inputs)
	if (locale === "fr") return fr_tn_grid_caption(inputs)
	if (locale === "es") return es_tn_grid_caption(inputs)
	return en_tn_grid_caption(inputs)
});