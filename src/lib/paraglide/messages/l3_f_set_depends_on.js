/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_Set_Depends_OnInputs */

const en_l3_f_set_depends_on = /** @type {(inputs: L3_F_Set_Depends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A set inside the condition depends on the variable ${i?.v}; the checker does not handle that.`)
};

const de_l3_f_set_depends_on = /** @type {(inputs: L3_F_Set_Depends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Menge in der Bedingung hängt von der Variablen ${i?.v} ab; das kann der Prüfer nicht.`)
};

const fr_l3_f_set_depends_on = /** @type {(inputs: L3_F_Set_Depends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble dans la condition dépend de la variable ${i?.v} ; le vérificateur ne le gère pas.`)
};

const es_l3_f_set_depends_on = /** @type {(inputs: L3_F_Set_Depends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto dentro de la condición depende de la variable ${i?.v}; el comprobador no lo maneja.`)
};

/**
* | output |
* | --- |
* | "A set inside the condition depends on the variable {v}; the checker does not handle that." |
*
* @param {L3_F_Set_Depends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_set_depends_on = /** @type {((inputs: L3_F_Set_Depends_OnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Set_Depends_OnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_set_depends_on(inputs)
	if (locale === "fr") return fr_l3_f_set_depends_on(inputs)
	if (locale === "es") return es_l3_f_set_depends_on(inputs)
	return en_l3_f_set_depends_on(inputs)
});