/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Value_NothingInputs */

const en_referee_value_nothing = /** @type {(inputs: Referee_Value_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nothing`)
};

const de_referee_value_nothing = /** @type {(inputs: Referee_Value_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nichts`)
};

const fr_referee_value_nothing = /** @type {(inputs: Referee_Value_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rien`)
};

const es_referee_value_nothing = /** @type {(inputs: Referee_Value_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nada`)
};

/**
* | output |
* | --- |
* | "nothing" |
*
* @param {Referee_Value_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_value_nothing = /** @type {((inputs?: Referee_Value_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Value_NothingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_value_nothing(inputs)
	if (locale === "fr") return fr_referee_value_nothing(inputs)
	if (locale === "es") return es_referee_value_nothing(inputs)
	return en_referee_value_nothing(inputs)
});