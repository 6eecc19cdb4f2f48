/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Life_ResumeInputs */

const en_tn_life_resume = /** @type {(inputs: Tn_Life_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clock resumed`)
};

const de_tn_life_resume = /** @type {(inputs: Tn_Life_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhr läuft wieder`)
};

const fr_tn_life_resume = /** @type {(inputs: Tn_Life_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chrono relancé`)
};

const es_tn_life_resume = /** @type {(inputs: Tn_Life_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reloj reanudado`)
};

/**
* | output |
* | --- |
* | "Clock resumed" |
*
* @param {Tn_Life_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_life_resume = /** @type {((inputs?: Tn_Life_ResumeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Life_ResumeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_life_resume(inputs)
	if (locale === "fr") return fr_tn_life_resume(inputs)
	if (locale === "es") return es_tn_life_resume(inputs)
	return en_tn_life_resume(inputs)
});