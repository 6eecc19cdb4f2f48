/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} L3_F_No_Operator_BetweenInputs */

const en_l3_f_no_operator_between = /** @type {(inputs: L3_F_No_Operator_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" follows another term with no operator between them.`)
};

const de_l3_f_no_operator_between = /** @type {(inputs: L3_F_No_Operator_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ folgt auf einen anderen Term ohne Rechenzeichen dazwischen.`)
};

const fr_l3_f_no_operator_between = /** @type {(inputs: L3_F_No_Operator_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » suit un autre terme sans opérateur entre les deux.`)
};

const es_l3_f_no_operator_between = /** @type {(inputs: L3_F_No_Operator_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» sigue a otro término sin ningún operador entre ellos.`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" follows another term with no operator between them." |
*
* @param {L3_F_No_Operator_BetweenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_no_operator_between = /** @type {((inputs: L3_F_No_Operator_BetweenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_No_Operator_BetweenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_no_operator_between(inputs)
	if (locale === "fr") return fr_l3_f_no_operator_between(inputs)
	if (locale === "es") return es_l3_f_no_operator_between(inputs)
	return en_l3_f_no_operator_between(inputs)
});