/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pi3_LostInputs */

const en_pi3_lost = /** @type {(inputs: Pi3_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file has to be read again before it can be imported: please choose it once more. Nothing was imported.`)
};

const de_pi3_lost = /** @type {(inputs: Pi3_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei muss vor dem Import noch einmal gelesen werden: Bitte wähle sie erneut aus. Es wurde nichts importiert.`)
};

const fr_pi3_lost = /** @type {(inputs: Pi3_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier doit être relu avant l’import : choisissez-le à nouveau. Rien n’a été importé.`)
};

const es_pi3_lost = /** @type {(inputs: Pi3_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay que volver a leer el archivo antes de importarlo: elígelo otra vez. No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "The file has to be read again before it can be imported: please choose it once more. Nothing was imported." |
*
* @param {Pi3_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pi3_lost = /** @type {((inputs?: Pi3_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pi3_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pi3_lost(inputs)
	if (locale === "fr") return fr_pi3_lost(inputs)
	if (locale === "es") return es_pi3_lost(inputs)
	return en_pi3_lost(inputs)
});