/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ c: NonNullable<unknown> }} L3_F_Closes_NothingInputs */

const en_l3_f_closes_nothing = /** @type {(inputs: L3_F_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This "${i?.c}" closes nothing.`)
};

const de_l3_f_closes_nothing = /** @type {(inputs: L3_F_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses „${i?.c}“ schließt nichts.`)
};

const fr_l3_f_closes_nothing = /** @type {(inputs: L3_F_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce « ${i?.c} » ne ferme rien.`)
};

const es_l3_f_closes_nothing = /** @type {(inputs: L3_F_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este «${i?.c}» no cierra nada.`)
};

/**
* | output |
* | --- |
* | "This \"{c}\" closes nothing." |
*
* @param {L3_F_Closes_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_closes_nothing = /** @type {((inputs: L3_F_Closes_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Closes_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_closes_nothing(inputs)
	if (locale === "fr") return fr_l3_f_closes_nothing(inputs)
	if (locale === "es") return es_l3_f_closes_nothing(inputs)
	return en_l3_f_closes_nothing(inputs)
});