/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Clock_PauseInputs */

const en_tn_clock_pause = /** @type {(inputs: Tn_Clock_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause clock`)
};

const de_tn_clock_pause = /** @type {(inputs: Tn_Clock_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhr anhalten`)
};

const fr_tn_clock_pause = /** @type {(inputs: Tn_Clock_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre le chrono en pause`)
};

const es_tn_clock_pause = /** @type {(inputs: Tn_Clock_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar el reloj`)
};

/**
* | output |
* | --- |
* | "Pause clock" |
*
* @param {Tn_Clock_PauseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_clock_pause = /** @type {((inputs?: Tn_Clock_PauseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Clock_PauseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_clock_pause(inputs)
	if (locale === "fr") return fr_tn_clock_pause(inputs)
	if (locale === "es") return es_tn_clock_pause(inputs)
	return en_tn_clock_pause(inputs)
});