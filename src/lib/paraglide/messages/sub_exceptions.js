/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_ExceptionsInputs */

const en_sub_exceptions = /** @type {(inputs: Sub_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A lies in the set S takes its exceptions from, and none of the numbers S leaves out is in A (each was checked on its own).`)
};

const de_sub_exceptions = /** @type {(inputs: Sub_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A liegt in der Menge, aus der S seine Ausnahmen herausnimmt, und keine der Zahlen, die S auslässt, liegt in A (jede wurde einzeln geprüft).`)
};

const fr_sub_exceptions = /** @type {(inputs: Sub_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A est dans l’ensemble dont S retire ses exceptions, et aucun des nombres que S exclut n’est dans A (chacun a été vérifié séparément).`)
};

const es_sub_exceptions = /** @type {(inputs: Sub_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A está en el conjunto del que S quita sus excepciones, y ninguno de los números que S deja fuera está en A (cada uno se comprobó por separado).`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A lies in the set S takes its exceptions from, and none of the numbers S leaves out is in A (each was checked on its own)." |
*
* @param {Sub_ExceptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_exceptions = /** @type {((inputs?: Sub_ExceptionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_ExceptionsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_exceptions(inputs)
	if (locale === "fr") return fr_sub_exceptions(inputs)
	if (locale === "es") return es_sub_exceptions(inputs)
	return en_sub_exceptions(inputs)
});