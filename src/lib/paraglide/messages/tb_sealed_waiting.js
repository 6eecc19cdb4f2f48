/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sealed: NonNullable<unknown>, waiting: NonNullable<unknown> }} Tb_Sealed_WaitingInputs */

const en_tb_sealed_waiting = /** @type {(inputs: Tb_Sealed_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sealed: ${i?.sealed}. Waiting for: ${i?.waiting}.`)
};

const de_tb_sealed_waiting = /** @type {(inputs: Tb_Sealed_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versiegelt: ${i?.sealed}. Es fehlen noch: ${i?.waiting}.`)
};

const fr_tb_sealed_waiting = /** @type {(inputs: Tb_Sealed_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scellés : ${i?.sealed}. En attente de : ${i?.waiting}.`)
};

const es_tb_sealed_waiting = /** @type {(inputs: Tb_Sealed_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sellado: ${i?.sealed}. Falta: ${i?.waiting}.`)
};

/**
* | output |
* | --- |
* | "Sealed: {sealed}. Waiting for: {waiting}." |
*
* @param {Tb_Sealed_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_sealed_waiting = /** @type {((inputs: Tb_Sealed_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Sealed_WaitingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_sealed_waiting(inputs)
	if (locale === "fr") return fr_tb_sealed_waiting(inputs)
	if (locale === "es") return es_tb_sealed_waiting(inputs)
	return en_tb_sealed_waiting(inputs)
});