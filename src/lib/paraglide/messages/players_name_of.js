/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Players_Name_OfInputs */

const en_players_name_of = /** @type {(inputs: Players_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name of ${i?.name}`)
};

const de_players_name_of = /** @type {(inputs: Players_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name von ${i?.name}`)
};

const fr_players_name_of = /** @type {(inputs: Players_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nom de ${i?.name}`)
};

const es_players_name_of = /** @type {(inputs: Players_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Name of {name}" |
*
* @param {Players_Name_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_name_of = /** @type {((inputs: Players_Name_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Name_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_name_of(inputs)
	if (locale === "fr") return fr_players_name_of(inputs)
	if (locale === "es") return es_players_name_of(inputs)
	return en_players_name_of(inputs)
});