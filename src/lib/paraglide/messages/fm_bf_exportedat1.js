/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_Exportedat1Inputs */

const en_fm_bf_exportedat1 = /** @type {(inputs: Fm_Bf_Exportedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`export date`)
};

const de_fm_bf_exportedat1 = /** @type {(inputs: Fm_Bf_Exportedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportdatum`)
};

const fr_fm_bf_exportedat1 = /** @type {(inputs: Fm_Bf_Exportedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date d’export`)
};

const es_fm_bf_exportedat1 = /** @type {(inputs: Fm_Bf_Exportedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de exportación`)
};

/**
* | output |
* | --- |
* | "export date" |
*
* @param {Fm_Bf_Exportedat1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_bf_exportedat1 = /** @type {((inputs?: Fm_Bf_Exportedat1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_Exportedat1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_exportedat1(inputs)
	if (locale === "fr") return fr_fm_bf_exportedat1(inputs)
	if (locale === "es") return es_fm_bf_exportedat1(inputs)
	return en_fm_bf_exportedat1(inputs)
});
export { fm_bf_exportedat1 as "fm_bf_exportedAt" }