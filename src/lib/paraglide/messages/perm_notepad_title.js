/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Notepad_TitleInputs */

const en_perm_notepad_title = /** @type {(inputs: Perm_Notepad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours drafted this round`)
};

const de_perm_notepad_title = /** @type {(inputs: Perm_Notepad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Runde genommene Farben`)
};

const fr_perm_notepad_title = /** @type {(inputs: Perm_Notepad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleurs prises pendant cette manche`)
};

const es_perm_notepad_title = /** @type {(inputs: Perm_Notepad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores llevados en esta ronda`)
};

/**
* | output |
* | --- |
* | "Colours drafted this round" |
*
* @param {Perm_Notepad_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_notepad_title = /** @type {((inputs?: Perm_Notepad_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Notepad_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_notepad_title(inputs)
	if (locale === "fr") return fr_perm_notepad_title(inputs)
	if (locale === "es") return es_perm_notepad_title(inputs)
	return en_perm_notepad_title(inputs)
});