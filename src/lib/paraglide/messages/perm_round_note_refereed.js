/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Perm_Round_Note_RefereedInputs */

const en_perm_round_note_refereed = /** @type {(inputs: Perm_Round_Note_RefereedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, refereed.`)
};

const de_perm_round_note_refereed = /** @type {(inputs: Perm_Round_Note_RefereedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, mit Schiedsrichter.`)
};

const fr_perm_round_note_refereed = /** @type {(inputs: Perm_Round_Note_RefereedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, arbitré.`)
};

const es_perm_round_note_refereed = /** @type {(inputs: Perm_Round_Note_RefereedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxcount ${i?.list}, arbitrado.`)
};

/**
* | output |
* | --- |
* | "Maxcount {list}, refereed." |
*
* @param {Perm_Round_Note_RefereedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_round_note_refereed = /** @type {((inputs: Perm_Round_Note_RefereedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Round_Note_RefereedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_round_note_refereed(inputs)
	if (locale === "fr") return fr_perm_round_note_refereed(inputs)
	if (locale === "es") return es_perm_round_note_refereed(inputs)
	return en_perm_round_note_refereed(inputs)
});