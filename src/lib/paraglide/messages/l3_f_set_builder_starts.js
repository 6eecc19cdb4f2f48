/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Set_Builder_StartsInputs */

const en_l3_f_set_builder_starts = /** @type {(inputs: L3_F_Set_Builder_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A set-builder starts with a variable or a term, not a condition.`)
};

const de_l3_f_set_builder_starts = /** @type {(inputs: L3_F_Set_Builder_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Mengenbildung beginnt mit einer Variablen oder einem Term, nicht mit einer Bedingung.`)
};

const fr_l3_f_set_builder_starts = /** @type {(inputs: L3_F_Set_Builder_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ensemble en compréhension commence par une variable ou un terme, pas par une condition.`)
};

const es_l3_f_set_builder_starts = /** @type {(inputs: L3_F_Set_Builder_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un conjunto por comprensión empieza con una variable o un término, no con una condición.`)
};

/**
* | output |
* | --- |
* | "A set-builder starts with a variable or a term, not a condition." |
*
* @param {L3_F_Set_Builder_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_set_builder_starts = /** @type {((inputs?: L3_F_Set_Builder_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Set_Builder_StartsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_set_builder_starts(inputs)
	if (locale === "fr") return fr_l3_f_set_builder_starts(inputs)
	if (locale === "es") return es_l3_f_set_builder_starts(inputs)
	return en_l3_f_set_builder_starts(inputs)
});