/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Not_CountedInputs */

const en_tb_not_counted = /** @type {(inputs: Tb_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not counted:`)
};

const de_tb_not_counted = /** @type {(inputs: Tb_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gezählt:`)
};

const fr_tb_not_counted = /** @type {(inputs: Tb_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non comptée :`)
};

const es_tb_not_counted = /** @type {(inputs: Tb_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cuenta:`)
};

/**
* | output |
* | --- |
* | "Not counted:" |
*
* @param {Tb_Not_CountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_not_counted = /** @type {((inputs?: Tb_Not_CountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Not_CountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_not_counted(inputs)
	if (locale === "fr") return fr_tb_not_counted(inputs)
	if (locale === "es") return es_tb_not_counted(inputs)
	return en_tb_not_counted(inputs)
});