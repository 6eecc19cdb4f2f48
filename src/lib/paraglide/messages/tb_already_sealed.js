/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Already_SealedInputs */

const en_tb_already_sealed = /** @type {(inputs: Tb_Already_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move is already sealed.`)
};

const de_tb_already_sealed = /** @type {(inputs: Tb_Already_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Zug ist schon versiegelt.`)
};

const fr_tb_already_sealed = /** @type {(inputs: Tb_Already_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce coup est déjà scellé.`)
};

const es_tb_already_sealed = /** @type {(inputs: Tb_Already_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta jugada ya está sellada.`)
};

/**
* | output |
* | --- |
* | "This move is already sealed." |
*
* @param {Tb_Already_SealedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_already_sealed = /** @type {((inputs?: Tb_Already_SealedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Already_SealedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_already_sealed(inputs)
	if (locale === "fr") return fr_tb_already_sealed(inputs)
	if (locale === "es") return es_tb_already_sealed(inputs)
	return en_tb_already_sealed(inputs)
});