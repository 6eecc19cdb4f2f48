/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Depends_On_VariableInputs */

const en_l3_f_depends_on_variable = /** @type {(inputs: L3_F_Depends_On_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This depends on the variable; a fixed number is needed here.`)
};

const de_l3_f_depends_on_variable = /** @type {(inputs: L3_F_Depends_On_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hängt von der Variablen ab; hier wird eine feste Zahl gebraucht.`)
};

const fr_l3_f_depends_on_variable = /** @type {(inputs: L3_F_Depends_On_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci dépend de la variable ; il faut ici un nombre fixe.`)
};

const es_l3_f_depends_on_variable = /** @type {(inputs: L3_F_Depends_On_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto depende de la variable; aquí hace falta un número fijo.`)
};

/**
* | output |
* | --- |
* | "This depends on the variable; a fixed number is needed here." |
*
* @param {L3_F_Depends_On_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_depends_on_variable = /** @type {((inputs?: L3_F_Depends_On_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Depends_On_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_depends_on_variable(inputs)
	if (locale === "fr") return fr_l3_f_depends_on_variable(inputs)
	if (locale === "es") return es_l3_f_depends_on_variable(inputs)
	return en_l3_f_depends_on_variable(inputs)
});