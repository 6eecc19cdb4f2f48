/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Sub_Game_Table_AgreesInputs */

const en_sub_game_table_agrees = /** @type {(inputs: Sub_Game_Table_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table agrees: steal pile ${i?.number}`)
};

const de_sub_game_table_agrees = /** @type {(inputs: Sub_Game_Table_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch stimmt zu: Stapel ${i?.number} stehlen`)
};

const fr_sub_game_table_agrees = /** @type {(inputs: Sub_Game_Table_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table est d’accord : voler la pile ${i?.number}`)
};

const es_sub_game_table_agrees = /** @type {(inputs: Sub_Game_Table_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa está de acuerdo: robar el montón ${i?.number}`)
};

/**
* | output |
* | --- |
* | "The table agrees: steal pile {number}" |
*
* @param {Sub_Game_Table_AgreesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_table_agrees = /** @type {((inputs: Sub_Game_Table_AgreesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Table_AgreesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_table_agrees(inputs)
	if (locale === "fr") return fr_sub_game_table_agrees(inputs)
	if (locale === "es") return es_sub_game_table_agrees(inputs)
	return en_sub_game_table_agrees(inputs)
});