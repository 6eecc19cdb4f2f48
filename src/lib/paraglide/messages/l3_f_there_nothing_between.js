/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_There_Nothing_BetweenInputs */

const en_l3_f_there_nothing_between = /** @type {(inputs: L3_F_There_Nothing_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing between these brackets.`)
};

const de_l3_f_there_nothing_between = /** @type {(inputs: L3_F_There_Nothing_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwischen diesen Klammern steht nichts.`)
};

const fr_l3_f_there_nothing_between = /** @type {(inputs: L3_F_There_Nothing_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a rien entre ces parenthèses.`)
};

const es_l3_f_there_nothing_between = /** @type {(inputs: L3_F_There_Nothing_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada entre estos paréntesis.`)
};

/**
* | output |
* | --- |
* | "There is nothing between these brackets." |
*
* @param {L3_F_There_Nothing_BetweenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_there_nothing_between = /** @type {((inputs?: L3_F_There_Nothing_BetweenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_There_Nothing_BetweenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_there_nothing_between(inputs)
	if (locale === "fr") return fr_l3_f_there_nothing_between(inputs)
	if (locale === "es") return es_l3_f_there_nothing_between(inputs)
	return en_l3_f_there_nothing_between(inputs)
});