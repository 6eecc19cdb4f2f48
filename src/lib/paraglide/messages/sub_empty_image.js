/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Empty_ImageInputs */

const en_sub_empty_image = /** @type {(inputs: Sub_Empty_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A is empty: no value of its image lies in its interval.`)
};

const de_sub_empty_image = /** @type {(inputs: Sub_Empty_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ist leer: Kein Wert seiner Bildmenge liegt in seinem Intervall.`)
};

const fr_sub_empty_image = /** @type {(inputs: Sub_Empty_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A est vide : aucune valeur de son image n’est dans son intervalle.`)
};

const es_sub_empty_image = /** @type {(inputs: Sub_Empty_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A es vacío: ningún valor de su imagen está en su intervalo.`)
};

/**
* | output |
* | --- |
* | "A is empty: no value of its image lies in its interval." |
*
* @param {Sub_Empty_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_empty_image = /** @type {((inputs?: Sub_Empty_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Empty_ImageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_empty_image(inputs)
	if (locale === "fr") return fr_sub_empty_image(inputs)
	if (locale === "es") return es_sub_empty_image(inputs)
	return en_sub_empty_image(inputs)
});