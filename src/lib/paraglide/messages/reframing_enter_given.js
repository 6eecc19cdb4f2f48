/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Enter_GivenInputs */

const en_reframing_enter_given = /** @type {(inputs: Reframing_Enter_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter names chosen at the table`)
};

const de_reframing_enter_given = /** @type {(inputs: Reframing_Enter_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am Tisch gewählte Namen eintragen`)
};

const fr_reframing_enter_given = /** @type {(inputs: Reframing_Enter_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisir les noms choisis à table`)
};

const es_reframing_enter_given = /** @type {(inputs: Reframing_Enter_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir los nombres elegidos en la mesa`)
};

/**
* | output |
* | --- |
* | "Enter names chosen at the table" |
*
* @param {Reframing_Enter_GivenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_enter_given = /** @type {((inputs?: Reframing_Enter_GivenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Enter_GivenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_enter_given(inputs)
	if (locale === "fr") return fr_reframing_enter_given(inputs)
	if (locale === "es") return es_reframing_enter_given(inputs)
	return en_reframing_enter_given(inputs)
});