/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Score_CardsInputs */

const en_tn_s_score_cards = /** @type {(inputs: Tn_S_Score_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score cards and chart`)
};

const de_tn_s_score_cards = /** @type {(inputs: Tn_S_Score_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punktekarten und Diagramm`)
};

const fr_tn_s_score_cards = /** @type {(inputs: Tn_S_Score_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes de score et graphique`)
};

const es_tn_s_score_cards = /** @type {(inputs: Tn_S_Score_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjetas de puntuación y gráfico`)
};

/**
* | output |
* | --- |
* | "Score cards and chart" |
*
* @param {Tn_S_Score_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_score_cards = /** @type {((inputs?: Tn_S_Score_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Score_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_score_cards(inputs)
	if (locale === "fr") return fr_tn_s_score_cards(inputs)
	if (locale === "es") return es_tn_s_score_cards(inputs)
	return en_tn_s_score_cards(inputs)
});