/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_ReceivedInputs */

const en_reframing_received = /** @type {(inputs: Reframing_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} received`)
};

const de_reframing_received = /** @type {(inputs: Reframing_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bekam`)
};

const fr_reframing_received = /** @type {(inputs: Reframing_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a reçu`)
};

const es_reframing_received = /** @type {(inputs: Reframing_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} recibió`)
};

/**
* | output |
* | --- |
* | "{name} received" |
*
* @param {Reframing_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_received = /** @type {((inputs: Reframing_ReceivedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_ReceivedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_received(inputs)
	if (locale === "fr") return fr_reframing_received(inputs)
	if (locale === "es") return es_reframing_received(inputs)
	return en_reframing_received(inputs)
});