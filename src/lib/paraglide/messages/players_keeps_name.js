/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Players_Keeps_NameInputs */

const en_players_keeps_name = /** @type {(inputs: Players_Keeps_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} keeps the old name.`)
};

const de_players_keeps_name = /** @type {(inputs: Players_Keeps_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} behält den alten Namen.`)
};

const fr_players_keeps_name = /** @type {(inputs: Players_Keeps_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} garde l’ancien nom.`)
};

const es_players_keeps_name = /** @type {(inputs: Players_Keeps_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} conserva el nombre anterior.`)
};

/**
* | output |
* | --- |
* | "{name} keeps the old name." |
*
* @param {Players_Keeps_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_keeps_name = /** @type {((inputs: Players_Keeps_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Keeps_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_keeps_name(inputs)
	if (locale === "fr") return fr_players_keeps_name(inputs)
	if (locale === "es") return es_players_keeps_name(inputs)
	return en_players_keeps_name(inputs)
});