/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Name_InvisibleInputs */

const en_players_name_invisible = /** @type {(inputs: Players_Name_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That name has no character that can be seen.`)
};

const de_players_name_invisible = /** @type {(inputs: Players_Name_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Name hat kein sichtbares Zeichen.`)
};

const fr_players_name_invisible = /** @type {(inputs: Players_Name_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom n’a aucun caractère visible.`)
};

const es_players_name_invisible = /** @type {(inputs: Players_Name_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese nombre no tiene ningún carácter visible.`)
};

/**
* | output |
* | --- |
* | "That name has no character that can be seen." |
*
* @param {Players_Name_InvisibleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_name_invisible = /** @type {((inputs?: Players_Name_InvisibleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Name_InvisibleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_name_invisible(inputs)
	if (locale === "fr") return fr_players_name_invisible(inputs)
	if (locale === "es") return es_players_name_invisible(inputs)
	return en_players_name_invisible(inputs)
});