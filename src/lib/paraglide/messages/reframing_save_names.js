/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Save_NamesInputs */

const en_reframing_save_names = /** @type {(inputs: Reframing_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the names`)
};

const de_reframing_save_names = /** @type {(inputs: Reframing_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const fr_reframing_save_names = /** @type {(inputs: Reframing_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les noms`)
};

const es_reframing_save_names = /** @type {(inputs: Reframing_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar los nombres`)
};

/**
* | output |
* | --- |
* | "Save the names" |
*
* @param {Reframing_Save_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_save_names = /** @type {((inputs?: Reframing_Save_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Save_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_save_names(inputs)
	if (locale === "fr") return fr_reframing_save_names(inputs)
	if (locale === "es") return es_reframing_save_names(inputs)
	return en_reframing_save_names(inputs)
});