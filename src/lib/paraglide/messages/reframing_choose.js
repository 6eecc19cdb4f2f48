/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_ChooseInputs */

const en_reframing_choose = /** @type {(inputs: Reframing_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

const de_reframing_choose = /** @type {(inputs: Reframing_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswählen…`)
};

const fr_reframing_choose = /** @type {(inputs: Reframing_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir…`)
};

const es_reframing_choose = /** @type {(inputs: Reframing_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir…`)
};

/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Reframing_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_choose = /** @type {((inputs?: Reframing_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_choose(inputs)
	if (locale === "fr") return fr_reframing_choose(inputs)
	if (locale === "es") return es_reframing_choose(inputs)
	return en_reframing_choose(inputs)
});