/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Goal_LegendInputs */

const en_tr_goal_legend = /** @type {(inputs: Tr_Goal_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What should the order aim for?`)
};

const de_tr_goal_legend = /** @type {(inputs: Tr_Goal_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worauf soll die Reihenfolge zielen?`)
};

const fr_tr_goal_legend = /** @type {(inputs: Tr_Goal_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que doit viser l’ordre ?`)
};

const es_tr_goal_legend = /** @type {(inputs: Tr_Goal_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué debe buscar el orden?`)
};

/**
* | output |
* | --- |
* | "What should the order aim for?" |
*
* @param {Tr_Goal_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_goal_legend = /** @type {((inputs?: Tr_Goal_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Goal_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_goal_legend(inputs)
	if (locale === "fr") return fr_tr_goal_legend(inputs)
	if (locale === "es") return es_tr_goal_legend(inputs)
	return en_tr_goal_legend(inputs)
});