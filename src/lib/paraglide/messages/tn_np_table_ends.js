/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Table_EndsInputs */

const en_tn_np_table_ends = /** @type {(inputs: Tn_Np_Table_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the table says when the game ends`)
};

const de_tn_np_table_ends = /** @type {(inputs: Tn_Np_Table_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Tisch entscheidet, wann das Spiel endet`)
};

const fr_tn_np_table_ends = /** @type {(inputs: Tn_Np_Table_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la table décide quand la partie s’arrête`)
};

const es_tn_np_table_ends = /** @type {(inputs: Tn_Np_Table_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la mesa decide cuándo termina la partida`)
};

/**
* | output |
* | --- |
* | "the table says when the game ends" |
*
* @param {Tn_Np_Table_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_table_ends = /** @type {((inputs?: Tn_Np_Table_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Table_EndsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_table_ends(inputs)
	if (locale === "fr") return fr_tn_np_table_ends(inputs)
	if (locale === "es") return es_tn_np_table_ends(inputs)
	return en_tn_np_table_ends(inputs)
});