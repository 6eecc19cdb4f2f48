/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Add_EntryInputs */

const en_tb_add_entry = /** @type {(inputs: Tb_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add it as the next entry`)
};

const de_tb_add_entry = /** @type {(inputs: Tb_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als nächsten Eintrag hinzufügen`)
};

const fr_tb_add_entry = /** @type {(inputs: Tb_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ajouter comme entrée suivante`)
};

const es_tb_add_entry = /** @type {(inputs: Tb_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadirla como la siguiente entrada`)
};

/**
* | output |
* | --- |
* | "Add it as the next entry" |
*
* @param {Tb_Add_EntryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_add_entry = /** @type {((inputs?: Tb_Add_EntryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Add_EntryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_add_entry(inputs)
	if (locale === "fr") return fr_tb_add_entry(inputs)
	if (locale === "es") return es_tb_add_entry(inputs)
	return en_tb_add_entry(inputs)
});