/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Part_Not_LoadedInputs */

const en_part_not_loaded = /** @type {(inputs: Part_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part of Tablemate could not be loaded. Check the connection and try again.`)
};

const de_part_not_loaded = /** @type {(inputs: Part_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Teil von Tablemate konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.`)
};

const fr_part_not_loaded = /** @type {(inputs: Part_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie de Tablemate n’a pas pu être chargée. Vérifiez la connexion, puis réessayez.`)
};

const es_part_not_loaded = /** @type {(inputs: Part_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta parte de Tablemate. Comprueba la conexión y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "This part of Tablemate could not be loaded. Check the connection and try again." |
*
* @param {Part_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const part_not_loaded = /** @type {((inputs?: Part_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Part_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_part_not_loaded(inputs)
	if (locale === "fr") return fr_part_not_loaded(inputs)
	if (locale === "es") return es_part_not_loaded(inputs)
	return en_part_not_loaded(inputs)
});