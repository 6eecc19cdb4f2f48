/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Seal_My_ChoiceInputs */

const en_tb_seal_my_choice = /** @type {(inputs: Tb_Seal_My_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seal my choice`)
};

const de_tb_seal_my_choice = /** @type {(inputs: Tb_Seal_My_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Wahl versiegeln`)
};

const fr_tb_seal_my_choice = /** @type {(inputs: Tb_Seal_My_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sceller mon choix`)
};

const es_tb_seal_my_choice = /** @type {(inputs: Tb_Seal_My_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sellar mi elección`)
};

/**
* | output |
* | --- |
* | "Seal my choice" |
*
* @param {Tb_Seal_My_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seal_my_choice = /** @type {((inputs?: Tb_Seal_My_ChoiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seal_My_ChoiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seal_my_choice(inputs)
	if (locale === "fr") return fr_tb_seal_my_choice(inputs)
	if (locale === "es") return es_tb_seal_my_choice(inputs)
	return en_tb_seal_my_choice(inputs)
});