/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} Sub_Note_Real_VariableInputs */

const en_sub_note_real_variable = /** @type {(inputs: Sub_Note_Real_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The variable ${i?.v} ranges over the real numbers, since no domain is given.`)
};

const de_sub_note_real_variable = /** @type {(inputs: Sub_Note_Real_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Variable ${i?.v} läuft über die reellen Zahlen, da keine Grundmenge angegeben ist.`)
};

const fr_sub_note_real_variable = /** @type {(inputs: Sub_Note_Real_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} parcourt les nombres réels, puisqu’aucun domaine n’est donné.`)
};

const es_sub_note_real_variable = /** @type {(inputs: Sub_Note_Real_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} recorre los números reales, ya que no se da ningún dominio.`)
};

/**
* | output |
* | --- |
* | "The variable {v} ranges over the real numbers, since no domain is given." |
*
* @param {Sub_Note_Real_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_note_real_variable = /** @type {((inputs: Sub_Note_Real_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Note_Real_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_note_real_variable(inputs)
	if (locale === "fr") return fr_sub_note_real_variable(inputs)
	if (locale === "es") return es_sub_note_real_variable(inputs)
	return en_sub_note_real_variable(inputs)
});