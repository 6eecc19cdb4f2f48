/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ witness: NonNullable<unknown>, top: NonNullable<unknown>, card: NonNullable<unknown> }} Sub_Refuse_WitnessInputs */

const en_sub_refuse_witness = /** @type {(inputs: Sub_Refuse_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} is in ${i?.top} but not in ${i?.card}.`)
};

const de_sub_refuse_witness = /** @type {(inputs: Sub_Refuse_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} liegt in ${i?.top}, aber nicht in ${i?.card}.`)
};

const fr_sub_refuse_witness = /** @type {(inputs: Sub_Refuse_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} est dans ${i?.top} mais pas dans ${i?.card}.`)
};

const es_sub_refuse_witness = /** @type {(inputs: Sub_Refuse_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} está en ${i?.top} pero no en ${i?.card}.`)
};

/**
* | output |
* | --- |
* | "{witness} is in {top} but not in {card}." |
*
* @param {Sub_Refuse_WitnessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_witness = /** @type {((inputs: Sub_Refuse_WitnessInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_WitnessInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_witness(inputs)
	if (locale === "fr") return fr_sub_refuse_witness(inputs)
	if (locale === "es") return es_sub_refuse_witness(inputs)
	return en_sub_refuse_witness(inputs)
});