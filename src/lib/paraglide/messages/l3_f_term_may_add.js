/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Term_May_AddInputs */

const en_l3_f_term_may_add = /** @type {(inputs: L3_F_Term_May_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A term may add multiples of the variables, or multiply two of them when no condition links them (a·b); other ways of combining them, such as a/b or a·b + a, are not supported yet.`)
};

const de_l3_f_term_may_add = /** @type {(inputs: L3_F_Term_May_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Term darf Vielfache der Variablen addieren oder zwei von ihnen multiplizieren, wenn keine Bedingung sie verknüpft (a·b); andere Verbindungen, etwa a/b oder a·b + a, werden noch nicht unterstützt.`)
};

const fr_l3_f_term_may_add = /** @type {(inputs: L3_F_Term_May_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un terme peut additionner des multiples des variables, ou en multiplier deux quand aucune condition ne les lie (a·b) ; les autres combinaisons, comme a/b ou a·b + a, ne sont pas encore prises en charge.`)
};

const es_l3_f_term_may_add = /** @type {(inputs: L3_F_Term_May_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un término puede sumar múltiplos de las variables, o multiplicar dos de ellas cuando ninguna condición las relaciona (a·b); otras combinaciones, como a/b o a·b + a, todavía no se admiten.`)
};

/**
* | output |
* | --- |
* | "A term may add multiples of the variables, or multiply two of them when no condition links them (a·b); other ways of combining them, such as a/b or a·b + a, ..." |
*
* @param {L3_F_Term_May_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_term_may_add = /** @type {((inputs?: L3_F_Term_May_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Term_May_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_term_may_add(inputs)
	if (locale === "fr") return fr_l3_f_term_may_add(inputs)
	if (locale === "es") return es_l3_f_term_may_add(inputs)
	return en_l3_f_term_may_add(inputs)
});