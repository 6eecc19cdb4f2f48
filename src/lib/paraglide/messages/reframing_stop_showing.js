/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Stop_ShowingInputs */

const en_reframing_stop_showing = /** @type {(inputs: Reframing_Stop_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop showing names`)
};

const de_reframing_stop_showing = /** @type {(inputs: Reframing_Stop_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen nicht mehr zeigen`)
};

const fr_reframing_stop_showing = /** @type {(inputs: Reframing_Stop_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter de montrer les noms`)
};

const es_reframing_stop_showing = /** @type {(inputs: Reframing_Stop_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de mostrar los nombres`)
};

/**
* | output |
* | --- |
* | "Stop showing names" |
*
* @param {Reframing_Stop_ShowingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_stop_showing = /** @type {((inputs?: Reframing_Stop_ShowingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Stop_ShowingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_stop_showing(inputs)
	if (locale === "fr") return fr_reframing_stop_showing(inputs)
	if (locale === "es") return es_reframing_stop_showing(inputs)
	return en_reframing_stop_showing(inputs)
});