/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Boost_LegendInputs */

const en_reframing_boost_legend = /** @type {(inputs: Reframing_Boost_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boost one frame up (at most one card from each frame)`)
};

const de_reframing_boost_legend = /** @type {(inputs: Reframing_Boost_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Rahmen höher anheben (höchstens eine Karte von jedem Rahmen)`)
};

const fr_reframing_boost_legend = /** @type {(inputs: Reframing_Boost_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monter d’un cadre (au plus une carte par cadre)`)
};

const es_reframing_boost_legend = /** @type {(inputs: Reframing_Boost_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir un marco (como mucho una carta de cada marco)`)
};

/**
* | output |
* | --- |
* | "Boost one frame up (at most one card from each frame)" |
*
* @param {Reframing_Boost_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_legend = /** @type {((inputs?: Reframing_Boost_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_legend(inputs)
	if (locale === "fr") return fr_reframing_boost_legend(inputs)
	if (locale === "es") return es_reframing_boost_legend(inputs)
	return en_reframing_boost_legend(inputs)
});