/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_Updatedat1Inputs */

const en_fm_bf_updatedat1 = /** @type {(inputs: Fm_Bf_Updatedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date of last change`)
};

const de_fm_bf_updatedat1 = /** @type {(inputs: Fm_Bf_Updatedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum der letzten Änderung`)
};

const fr_fm_bf_updatedat1 = /** @type {(inputs: Fm_Bf_Updatedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de dernière modification`)
};

const es_fm_bf_updatedat1 = /** @type {(inputs: Fm_Bf_Updatedat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha del último cambio`)
};

/**
* | output |
* | --- |
* | "date of last change" |
*
* @param {Fm_Bf_Updatedat1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_bf_updatedat1 = /** @type {((inputs?: Fm_Bf_Updatedat1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_Updatedat1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_updatedat1(inputs)
	if (locale === "fr") return fr_fm_bf_updatedat1(inputs)
	if (locale === "es") return es_fm_bf_updatedat1(inputs)
	return en_fm_bf_updatedat1(inputs)
});
export { fm_bf_updatedat1 as "fm_bf_updatedAt" }