/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Players_On_ListInputs */

const en_players_on_list = /** @type {(inputs: Players_On_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is already on the list.`)
};

const de_players_on_list = /** @type {(inputs: Players_On_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} steht schon auf der Liste.`)
};

const fr_players_on_list = /** @type {(inputs: Players_On_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est déjà dans la liste.`)
};

const es_players_on_list = /** @type {(inputs: Players_On_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya está en la lista.`)
};

/**
* | output |
* | --- |
* | "{name} is already on the list." |
*
* @param {Players_On_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_on_list = /** @type {((inputs: Players_On_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_On_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_on_list(inputs)
	if (locale === "fr") return fr_players_on_list(inputs)
	if (locale === "es") return es_players_on_list(inputs)
	return en_players_on_list(inputs)
});