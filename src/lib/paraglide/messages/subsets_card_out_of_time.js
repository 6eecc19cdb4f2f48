/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_Out_Of_TimeInputs */

const en_subsets_card_out_of_time = /** @type {(inputs: Subsets_Card_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not decide in time.`)
};

const de_subsets_card_out_of_time = /** @type {(inputs: Subsets_Card_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Entscheidung in der Zeit.`)
};

const fr_subsets_card_out_of_time = /** @type {(inputs: Subsets_Card_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de réponse à temps.`)
};

const es_subsets_card_out_of_time = /** @type {(inputs: Subsets_Card_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo decidir a tiempo.`)
};

/**
* | output |
* | --- |
* | "Could not decide in time." |
*
* @param {Subsets_Card_Out_Of_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_out_of_time = /** @type {((inputs?: Subsets_Card_Out_Of_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_Out_Of_TimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_out_of_time(inputs)
	if (locale === "fr") return fr_subsets_card_out_of_time(inputs)
	if (locale === "es") return es_subsets_card_out_of_time(inputs)
	return en_subsets_card_out_of_time(inputs)
});