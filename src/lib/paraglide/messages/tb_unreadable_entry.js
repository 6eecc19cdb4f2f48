/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Unreadable_EntryInputs */

const en_tb_unreadable_entry = /** @type {(inputs: Tb_Unreadable_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This entry could not be read by the rules of this game.`)
};

const de_tb_unreadable_entry = /** @type {(inputs: Tb_Unreadable_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Eintrag konnte von den Regeln dieses Spiels nicht gelesen werden.`)
};

const fr_tb_unreadable_entry = /** @type {(inputs: Tb_Unreadable_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette entrée n’a pas pu être lue par les règles de ce jeu.`)
};

const es_tb_unreadable_entry = /** @type {(inputs: Tb_Unreadable_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de este juego no pudieron leer esta entrada.`)
};

/**
* | output |
* | --- |
* | "This entry could not be read by the rules of this game." |
*
* @param {Tb_Unreadable_EntryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unreadable_entry = /** @type {((inputs?: Tb_Unreadable_EntryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Unreadable_EntryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unreadable_entry(inputs)
	if (locale === "fr") return fr_tb_unreadable_entry(inputs)
	if (locale === "es") return es_tb_unreadable_entry(inputs)
	return en_tb_unreadable_entry(inputs)
});