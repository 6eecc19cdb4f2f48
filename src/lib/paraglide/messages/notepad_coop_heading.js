/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_HeadingInputs */

const en_notepad_coop_heading = /** @type {(inputs: Notepad_Coop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table’s result`)
};

const de_notepad_coop_heading = /** @type {(inputs: Notepad_Coop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis des Tisches`)
};

const fr_notepad_coop_heading = /** @type {(inputs: Notepad_Coop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultat de la table`)
};

const es_notepad_coop_heading = /** @type {(inputs: Notepad_Coop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado de la mesa`)
};

/**
* | output |
* | --- |
* | "The table’s result" |
*
* @param {Notepad_Coop_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_heading = /** @type {((inputs?: Notepad_Coop_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_heading(inputs)
	if (locale === "fr") return fr_notepad_coop_heading(inputs)
	if (locale === "es") return es_notepad_coop_heading(inputs)
	return en_notepad_coop_heading(inputs)
});