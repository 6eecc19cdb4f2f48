/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_EventInputs */

const en_fm_bf_event = /** @type {(inputs: Fm_Bf_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`content`)
};

const de_fm_bf_event = /** @type {(inputs: Fm_Bf_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

const fr_fm_bf_event = /** @type {(inputs: Fm_Bf_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenu`)
};

const es_fm_bf_event = /** @type {(inputs: Fm_Bf_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenido`)
};

/**
* | output |
* | --- |
* | "content" |
*
* @param {Fm_Bf_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_event = /** @type {((inputs?: Fm_Bf_EventInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_EventInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_event(inputs)
	if (locale === "fr") return fr_fm_bf_event(inputs)
	if (locale === "es") return es_fm_bf_event(inputs)
	return en_fm_bf_event(inputs)
});