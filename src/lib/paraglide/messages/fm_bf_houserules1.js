/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_Houserules1Inputs */

const en_fm_bf_houserules1 = /** @type {(inputs: Fm_Bf_Houserules1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`house rules`)
};

const de_fm_bf_houserules1 = /** @type {(inputs: Fm_Bf_Houserules1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hausregeln`)
};

const fr_fm_bf_houserules1 = /** @type {(inputs: Fm_Bf_Houserules1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`règles maison`)
};

const es_fm_bf_houserules1 = /** @type {(inputs: Fm_Bf_Houserules1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reglas de la casa`)
};

/**
* | output |
* | --- |
* | "house rules" |
*
* @param {Fm_Bf_Houserules1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_bf_houserules1 = /** @type {((inputs?: Fm_Bf_Houserules1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_Houserules1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_houserules1(inputs)
	if (locale === "fr") return fr_fm_bf_houserules1(inputs)
	if (locale === "es") return es_fm_bf_houserules1(inputs)
	return en_fm_bf_houserules1(inputs)
});
export { fm_bf_houserules1 as "fm_bf_houseRules" }