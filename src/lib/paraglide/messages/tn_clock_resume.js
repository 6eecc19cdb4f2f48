/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Clock_ResumeInputs */

const en_tn_clock_resume = /** @type {(inputs: Tn_Clock_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume clock`)
};

const de_tn_clock_resume = /** @type {(inputs: Tn_Clock_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhr weiterlaufen lassen`)
};

const fr_tn_clock_resume = /** @type {(inputs: Tn_Clock_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relancer le chrono`)
};

const es_tn_clock_resume = /** @type {(inputs: Tn_Clock_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar el reloj`)
};

/**
* | output |
* | --- |
* | "Resume clock" |
*
* @param {Tn_Clock_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_clock_resume = /** @type {((inputs?: Tn_Clock_ResumeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Clock_ResumeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_clock_resume(inputs)
	if (locale === "fr") return fr_tn_clock_resume(inputs)
	if (locale === "es") return es_tn_clock_resume(inputs)
	return en_tn_clock_resume(inputs)
});