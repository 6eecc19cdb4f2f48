/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_IdInputs */

const en_fm_bf_id = /** @type {(inputs: Fm_Bf_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`id`)
};

const de_fm_bf_id = /** @type {(inputs: Fm_Bf_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const fr_fm_bf_id = /** @type {(inputs: Fm_Bf_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identifiant`)
};

const es_fm_bf_id = /** @type {(inputs: Fm_Bf_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`id`)
};

/**
* | output |
* | --- |
* | "id" |
*
* @param {Fm_Bf_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_id = /** @type {((inputs?: Fm_Bf_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_id(inputs)
	if (locale === "fr") return fr_fm_bf_id(inputs)
	if (locale === "es") return es_fm_bf_id(inputs)
	return en_fm_bf_id(inputs)
});