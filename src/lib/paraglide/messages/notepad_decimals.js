/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_DecimalsInputs */

const en_notepad_decimals = /** @type {(inputs: Notepad_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decimal scores (up to 2 places, such as 2.5)`)
};

const de_notepad_decimals = /** @type {(inputs: Notepad_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommazahlen (bis zu 2 Stellen, etwa 2,5)`)
};

const fr_notepad_decimals = /** @type {(inputs: Notepad_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores décimaux (jusqu’à 2 chiffres après la virgule, comme 2,5)`)
};

const es_notepad_decimals = /** @type {(inputs: Notepad_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones con decimales (hasta 2, como 2,5)`)
};

/**
* | output |
* | --- |
* | "Decimal scores (up to 2 places, such as 2.5)" |
*
* @param {Notepad_DecimalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_decimals = /** @type {((inputs?: Notepad_DecimalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_DecimalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_decimals(inputs)
	if (locale === "fr") return fr_notepad_decimals(inputs)
	if (locale === "es") return es_notepad_decimals(inputs)
	return en_notepad_decimals(inputs)
});