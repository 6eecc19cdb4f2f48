/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_RecordInputs */

const en_notepad_coop_record = /** @type {(inputs: Notepad_Coop_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record the result`)
};

const de_notepad_coop_record = /** @type {(inputs: Notepad_Coop_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis eintragen`)
};

const fr_notepad_coop_record = /** @type {(inputs: Notepad_Coop_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noter le résultat`)
};

const es_notepad_coop_record = /** @type {(inputs: Notepad_Coop_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotar el resultado`)
};

/**
* | output |
* | --- |
* | "Record the result" |
*
* @param {Notepad_Coop_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_record = /** @type {((inputs?: Notepad_Coop_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_RecordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_record(inputs)
	if (locale === "fr") return fr_notepad_coop_record(inputs)
	if (locale === "es") return es_notepad_coop_record(inputs)
	return en_notepad_coop_record(inputs)
});