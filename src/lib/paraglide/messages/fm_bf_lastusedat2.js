/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_Lastusedat2Inputs */

const en_fm_bf_lastusedat2 = /** @type {(inputs: Fm_Bf_Lastusedat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date last used`)
};

const de_fm_bf_lastusedat2 = /** @type {(inputs: Fm_Bf_Lastusedat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum der letzten Nutzung`)
};

const fr_fm_bf_lastusedat2 = /** @type {(inputs: Fm_Bf_Lastusedat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de dernière utilisation`)
};

const es_fm_bf_lastusedat2 = /** @type {(inputs: Fm_Bf_Lastusedat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha del último uso`)
};

/**
* | output |
* | --- |
* | "date last used" |
*
* @param {Fm_Bf_Lastusedat2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_bf_lastusedat2 = /** @type {((inputs?: Fm_Bf_Lastusedat2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_Lastusedat2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_lastusedat2(inputs)
	if (locale === "fr") return fr_fm_bf_lastusedat2(inputs)
	if (locale === "es") return es_fm_bf_lastusedat2(inputs)
	return en_fm_bf_lastusedat2(inputs)
});
export { fm_bf_lastusedat2 as "fm_bf_lastUsedAt" }