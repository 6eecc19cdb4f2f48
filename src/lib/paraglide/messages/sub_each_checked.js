/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Each_CheckedInputs */

const en_sub_each_checked = /** @type {(inputs: Sub_Each_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each was checked on its own.`)
};

const de_sub_each_checked = /** @type {(inputs: Sub_Each_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jedes wurde einzeln geprüft.`)
};

const fr_sub_each_checked = /** @type {(inputs: Sub_Each_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chacun a été vérifié séparément.`)
};

const es_sub_each_checked = /** @type {(inputs: Sub_Each_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada uno se comprobó por separado.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each was checked on its own." |
*
* @param {Sub_Each_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_each_checked = /** @type {((inputs?: Sub_Each_CheckedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Each_CheckedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_each_checked(inputs)
	if (locale === "fr") return fr_sub_each_checked(inputs)
	if (locale === "es") return es_sub_each_checked(inputs)
	return en_sub_each_checked(inputs)
});