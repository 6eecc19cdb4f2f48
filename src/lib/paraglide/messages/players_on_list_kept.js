/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown>, name: NonNullable<unknown> }} Players_On_List_KeptInputs */

const en_players_on_list_kept = /** @type {(inputs: Players_On_List_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} is already on the list; ${i?.name} keeps the old name.`)
};

const de_players_on_list_kept = /** @type {(inputs: Players_On_List_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} steht schon auf der Liste; ${i?.name} behält den alten Namen.`)
};

const fr_players_on_list_kept = /** @type {(inputs: Players_On_List_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} est déjà dans la liste ; ${i?.name} garde l’ancien nom.`)
};

const es_players_on_list_kept = /** @type {(inputs: Players_On_List_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} ya está en la lista; ${i?.name} conserva el nombre anterior.`)
};

/**
* | output |
* | --- |
* | "{taken} is already on the list; {name} keeps the old name." |
*
* @param {Players_On_List_KeptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_on_list_kept = /** @type {((inputs: Players_On_List_KeptInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_On_List_KeptInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_on_list_kept(inputs)
	if (locale === "fr") return fr_players_on_list_kept(inputs)
	if (locale === "es") return es_players_on_list_kept(inputs)
	return en_players_on_list_kept(inputs)
});