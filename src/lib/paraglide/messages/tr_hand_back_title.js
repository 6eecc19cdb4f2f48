/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Hand_Back_TitleInputs */

const en_tr_hand_back_title = /** @type {(inputs: Tr_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the phone back`)
};

const de_tr_hand_back_title = /** @type {(inputs: Tr_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib das Handy zurück`)
};

const fr_tr_hand_back_title = /** @type {(inputs: Tr_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rends le téléphone`)
};

const es_tr_hand_back_title = /** @type {(inputs: Tr_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devuelve el móvil`)
};

/**
* | output |
* | --- |
* | "Hand the phone back" |
*
* @param {Tr_Hand_Back_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hand_back_title = /** @type {((inputs?: Tr_Hand_Back_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hand_Back_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hand_back_title(inputs)
	if (locale === "fr") return fr_tr_hand_back_title(inputs)
	if (locale === "es") return es_tr_hand_back_title(inputs)
	return en_tr_hand_back_title(inputs)
});