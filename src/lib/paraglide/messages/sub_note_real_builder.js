/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ builder: NonNullable<unknown> }} Sub_Note_Real_BuilderInputs */

const en_sub_note_real_builder = /** @type {(inputs: Sub_Note_Real_BuilderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.builder} ranges over the real numbers, since no domain is given.`)
};

const de_sub_note_real_builder = /** @type {(inputs: Sub_Note_Real_BuilderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.builder} läuft über die reellen Zahlen, da keine Grundmenge angegeben ist.`)
};

const fr_sub_note_real_builder = /** @type {(inputs: Sub_Note_Real_BuilderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.builder} parcourt les nombres réels, puisqu’aucun domaine n’est donné.`)
};

const es_sub_note_real_builder = /** @type {(inputs: Sub_Note_Real_BuilderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.builder} recorre los números reales, ya que no se da ningún dominio.`)
};

/**
* | output |
* | --- |
* | "{builder} ranges over the real numbers, since no domain is given." |
*
* @param {Sub_Note_Real_BuilderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_note_real_builder = /** @type {((inputs: Sub_Note_Real_BuilderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Note_Real_BuilderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_note_real_builder(inputs)
	if (locale === "fr") return fr_sub_note_real_builder(inputs)
	if (locale === "es") return es_sub_note_real_builder(inputs)
	return en_sub_note_real_builder(inputs)
});