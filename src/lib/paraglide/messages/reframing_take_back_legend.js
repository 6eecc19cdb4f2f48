/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Take_Back_LegendInputs */

const en_reframing_take_back_legend = /** @type {(inputs: Reframing_Take_Back_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take back to your hand first (optional)`)
};

const de_reframing_take_back_legend = /** @type {(inputs: Reframing_Take_Back_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuerst auf die Hand zurücknehmen (freiwillig)`)
};

const fr_reframing_take_back_legend = /** @type {(inputs: Reframing_Take_Back_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’abord reprendre en main (facultatif)`)
};

const es_reframing_take_back_legend = /** @type {(inputs: Reframing_Take_Back_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero recuperar a tu mano (opcional)`)
};

/**
* | output |
* | --- |
* | "Take back to your hand first (optional)" |
*
* @param {Reframing_Take_Back_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_take_back_legend = /** @type {((inputs?: Reframing_Take_Back_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Take_Back_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_take_back_legend(inputs)
	if (locale === "fr") return fr_reframing_take_back_legend(inputs)
	if (locale === "es") return es_reframing_take_back_legend(inputs)
	return en_reframing_take_back_legend(inputs)
});