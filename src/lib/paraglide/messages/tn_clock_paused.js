/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Clock_PausedInputs */

const en_tn_clock_paused = /** @type {(inputs: Tn_Clock_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(paused: the next entry starts it again)`)
};

const de_tn_clock_paused = /** @type {(inputs: Tn_Clock_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(angehalten: Der nächste Eintrag startet sie wieder)`)
};

const fr_tn_clock_paused = /** @type {(inputs: Tn_Clock_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(en pause : la prochaine entrée le relance)`)
};

const es_tn_clock_paused = /** @type {(inputs: Tn_Clock_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(en pausa: la próxima entrada lo reanuda)`)
};

/**
* | output |
* | --- |
* | "(paused: the next entry starts it again)" |
*
* @param {Tn_Clock_PausedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_clock_paused = /** @type {((inputs?: Tn_Clock_PausedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Clock_PausedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_clock_paused(inputs)
	if (locale === "fr") return fr_tn_clock_paused(inputs)
	if (locale === "es") return es_tn_clock_paused(inputs)
	return en_tn_clock_paused(inputs)
});