/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Hand_Back_TitleInputs */

const en_reframing_hand_back_title = /** @type {(inputs: Reframing_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the phone back`)
};

const de_reframing_hand_back_title = /** @type {(inputs: Reframing_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib das Handy zurück`)
};

const fr_reframing_hand_back_title = /** @type {(inputs: Reframing_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rends le téléphone`)
};

const es_reframing_hand_back_title = /** @type {(inputs: Reframing_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devuelve el teléfono`)
};

/**
* | output |
* | --- |
* | "Hand the phone back" |
*
* @param {Reframing_Hand_Back_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_hand_back_title = /** @type {((inputs?: Reframing_Hand_Back_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Hand_Back_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_hand_back_title(inputs)
	if (locale === "fr") return fr_reframing_hand_back_title(inputs)
	if (locale === "es") return es_reframing_hand_back_title(inputs)
	return en_reframing_hand_back_title(inputs)
});