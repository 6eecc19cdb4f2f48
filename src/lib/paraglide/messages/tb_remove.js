/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_RemoveInputs */

const en_tb_remove = /** @type {(inputs: Tb_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const de_tb_remove = /** @type {(inputs: Tb_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_tb_remove = /** @type {(inputs: Tb_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const es_tb_remove = /** @type {(inputs: Tb_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Tb_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_remove = /** @type {((inputs?: Tb_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_RemoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_remove(inputs)
	if (locale === "fr") return fr_tb_remove(inputs)
	if (locale === "es") return es_tb_remove(inputs)
	return en_tb_remove(inputs)
});