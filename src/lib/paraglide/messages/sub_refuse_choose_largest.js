/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Choose_LargestInputs */

const en_sub_refuse_choose_largest = /** @type {(inputs: Sub_Refuse_Choose_LargestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of your largest face-up piles to turn face down.`)
};

const de_sub_refuse_choose_largest = /** @type {(inputs: Sub_Refuse_Choose_LargestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählt einen eurer größten offenen Stapel zum Umdrehen.`)
};

const fr_sub_refuse_choose_largest = /** @type {(inputs: Sub_Refuse_Choose_LargestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’une de vos plus grandes piles face visible à retourner.`)
};

const es_sub_refuse_choose_largest = /** @type {(inputs: Sub_Refuse_Choose_LargestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige uno de tus montones boca arriba más grandes para ponerlo boca abajo.`)
};

/**
* | output |
* | --- |
* | "Choose one of your largest face-up piles to turn face down." |
*
* @param {Sub_Refuse_Choose_LargestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_choose_largest = /** @type {((inputs?: Sub_Refuse_Choose_LargestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Choose_LargestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_choose_largest(inputs)
	if (locale === "fr") return fr_sub_refuse_choose_largest(inputs)
	if (locale === "es") return es_sub_refuse_choose_largest(inputs)
	return en_sub_refuse_choose_largest(inputs)
});