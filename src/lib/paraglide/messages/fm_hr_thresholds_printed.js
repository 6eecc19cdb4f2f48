/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Thresholds_PrintedInputs */

const en_fm_hr_thresholds_printed = /** @type {(inputs: Fm_Hr_Thresholds_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As printed (20 cards, eight 8s, four copies, 11 numbers)`)
};

const de_fm_hr_thresholds_printed = /** @type {(inputs: Fm_Hr_Thresholds_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie gedruckt (20 Karten, acht 8er, vier Exemplare, 11 Zahlen)`)
};

const fr_fm_hr_thresholds_printed = /** @type {(inputs: Fm_Hr_Thresholds_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme imprimé (20 cartes, huit 8, quatre exemplaires, 11 nombres)`)
};

const es_fm_hr_thresholds_printed = /** @type {(inputs: Fm_Hr_Thresholds_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como está impreso (20 cartas, ocho 8, cuatro copias, 11 números)`)
};

/**
* | output |
* | --- |
* | "As printed (20 cards, eight 8s, four copies, 11 numbers)" |
*
* @param {Fm_Hr_Thresholds_PrintedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_thresholds_printed = /** @type {((inputs?: Fm_Hr_Thresholds_PrintedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Thresholds_PrintedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_thresholds_printed(inputs)
	if (locale === "fr") return fr_fm_hr_thresholds_printed(inputs)
	if (locale === "es") return es_fm_hr_thresholds_printed(inputs)
	return en_fm_hr_thresholds_printed(inputs)
});