/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_EventsInputs */

const en_fm_bf_events = /** @type {(inputs: Fm_Bf_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list of moves`)
};

const de_fm_bf_events = /** @type {(inputs: Fm_Bf_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugliste`)
};

const fr_fm_bf_events = /** @type {(inputs: Fm_Bf_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`liste des coups`)
};

const es_fm_bf_events = /** @type {(inputs: Fm_Bf_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lista de jugadas`)
};

/**
* | output |
* | --- |
* | "list of moves" |
*
* @param {Fm_Bf_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_events = /** @type {((inputs?: Fm_Bf_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_EventsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_events(inputs)
	if (locale === "fr") return fr_fm_bf_events(inputs)
	if (locale === "es") return es_fm_bf_events(inputs)
	return en_fm_bf_events(inputs)
});