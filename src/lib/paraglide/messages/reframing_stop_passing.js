/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Stop_PassingInputs */

const en_reframing_stop_passing = /** @type {(inputs: Reframing_Stop_PassingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop passing the phone`)
};

const de_reframing_stop_passing = /** @type {(inputs: Reframing_Stop_PassingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy nicht mehr weitergeben`)
};

const fr_reframing_stop_passing = /** @type {(inputs: Reframing_Stop_PassingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter de passer le téléphone`)
};

const es_reframing_stop_passing = /** @type {(inputs: Reframing_Stop_PassingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de pasar el teléfono`)
};

/**
* | output |
* | --- |
* | "Stop passing the phone" |
*
* @param {Reframing_Stop_PassingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_stop_passing = /** @type {((inputs?: Reframing_Stop_PassingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Stop_PassingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_stop_passing(inputs)
	if (locale === "fr") return fr_reframing_stop_passing(inputs)
	if (locale === "es") return es_reframing_stop_passing(inputs)
	return en_reframing_stop_passing(inputs)
});