/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_By_Each_ModulusInputs */

const en_sub_by_each_modulus = /** @type {(inputs: Sub_By_Each_ModulusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the remainders were compared for each modulus on its own.`)
};

const de_sub_by_each_modulus = /** @type {(inputs: Sub_By_Each_ModulusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Reste wurden für jeden Modul einzeln verglichen.`)
};

const fr_sub_by_each_modulus = /** @type {(inputs: Sub_By_Each_ModulusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les restes ont été comparés pour chaque module séparément.`)
};

const es_sub_by_each_modulus = /** @type {(inputs: Sub_By_Each_ModulusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: se compararon los restos para cada módulo por separado.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the remainders were compared for each modulus on its own." |
*
* @param {Sub_By_Each_ModulusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_by_each_modulus = /** @type {((inputs?: Sub_By_Each_ModulusInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_By_Each_ModulusInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_by_each_modulus(inputs)
	if (locale === "fr") return fr_sub_by_each_modulus(inputs)
	if (locale === "es") return es_sub_by_each_modulus(inputs)
	return en_sub_by_each_modulus(inputs)
});