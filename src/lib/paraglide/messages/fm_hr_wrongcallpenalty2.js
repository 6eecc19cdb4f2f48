/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Wrongcallpenalty2Inputs */

const en_fm_hr_wrongcallpenalty2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty for a wrong Error! call`)
};

const de_fm_hr_wrongcallpenalty2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strafe für ein falsches „Fehler!“`)
};

const fr_fm_hr_wrongcallpenalty2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pénalité pour un « Erreur ! » injustifié`)
};

const es_fm_hr_wrongcallpenalty2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalización por un «¡Error!» equivocado`)
};

/**
* | output |
* | --- |
* | "Penalty for a wrong Error! call" |
*
* @param {Fm_Hr_Wrongcallpenalty2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_wrongcallpenalty2 = /** @type {((inputs?: Fm_Hr_Wrongcallpenalty2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Wrongcallpenalty2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_wrongcallpenalty2(inputs)
	if (locale === "fr") return fr_fm_hr_wrongcallpenalty2(inputs)
	if (locale === "es") return es_fm_hr_wrongcallpenalty2(inputs)
	return en_fm_hr_wrongcallpenalty2(inputs)
});
export { fm_hr_wrongcallpenalty2 as "fm_hr_wrongCallPenalty" }