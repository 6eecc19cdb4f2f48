/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Field_HelpInputs */

const en_places_field_help = /** @type {(inputs: Places_Field_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places used before are offered as you type. Stats can count the games of one place.`)
};

const de_places_field_help = /** @type {(inputs: Places_Field_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orte, an denen ihr schon gespielt habt, werden beim Tippen vorgeschlagen. Die Statistik kann die Spiele eines Ortes zählen.`)
};

const fr_places_field_help = /** @type {(inputs: Places_Field_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lieux déjà utilisés sont proposés pendant la saisie. Les statistiques peuvent compter les parties d’un seul lieu.`)
};

const es_places_field_help = /** @type {(inputs: Places_Field_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mientras escribes se proponen los lugares ya usados. Las estadísticas pueden contar las partidas de un solo lugar.`)
};

/**
* | output |
* | --- |
* | "Places used before are offered as you type. Stats can count the games of one place." |
*
* @param {Places_Field_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_field_help = /** @type {((inputs?: Places_Field_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Field_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_field_help(inputs)
	if (locale === "fr") return fr_places_field_help(inputs)
	if (locale === "es") return es_places_field_help(inputs)
	return en_places_field_help(inputs)
});