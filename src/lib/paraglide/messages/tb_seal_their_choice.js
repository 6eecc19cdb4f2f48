/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Seal_Their_ChoiceInputs */

const en_tb_seal_their_choice = /** @type {(inputs: Tb_Seal_Their_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seal ${i?.name}'s choice`)
};

const de_tb_seal_their_choice = /** @type {(inputs: Tb_Seal_Their_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wahl von ${i?.name} versiegeln`)
};

const fr_tb_seal_their_choice = /** @type {(inputs: Tb_Seal_Their_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sceller le choix de ${i?.name}`)
};

const es_tb_seal_their_choice = /** @type {(inputs: Tb_Seal_Their_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sellar la elección de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Seal {name}'s choice" |
*
* @param {Tb_Seal_Their_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seal_their_choice = /** @type {((inputs: Tb_Seal_Their_ChoiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seal_Their_ChoiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seal_their_choice(inputs)
	if (locale === "fr") return fr_tb_seal_their_choice(inputs)
	if (locale === "es") return es_tb_seal_their_choice(inputs)
	return en_tb_seal_their_choice(inputs)
});