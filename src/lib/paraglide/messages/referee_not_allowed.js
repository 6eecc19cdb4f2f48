/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Not_AllowedInputs */

const en_referee_not_allowed = /** @type {(inputs: Referee_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed:`)
};

const de_referee_not_allowed = /** @type {(inputs: Referee_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erlaubt:`)
};

const fr_referee_not_allowed = /** @type {(inputs: Referee_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interdit :`)
};

const es_referee_not_allowed = /** @type {(inputs: Referee_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido:`)
};

/**
* | output |
* | --- |
* | "Not allowed:" |
*
* @param {Referee_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_not_allowed = /** @type {((inputs?: Referee_Not_AllowedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Not_AllowedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_not_allowed(inputs)
	if (locale === "fr") return fr_referee_not_allowed(inputs)
	if (locale === "es") return es_referee_not_allowed(inputs)
	return en_referee_not_allowed(inputs)
});