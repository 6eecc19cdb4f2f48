/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pc_CancelledInputs */

const en_pc_cancelled = /** @type {(inputs: Pc_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import was cancelled. Nothing from the file was added.`)
};

const de_pc_cancelled = /** @type {(inputs: Pc_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Import wurde abgebrochen. Aus der Datei wurde nichts hinzugefügt.`)
};

const fr_pc_cancelled = /** @type {(inputs: Pc_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’import a été annulé. Aucune partie du fichier n’a été ajoutée.`)
};

const es_pc_cancelled = /** @type {(inputs: Pc_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación se ha cancelado. No se ha añadido nada del archivo.`)
};

/**
* | output |
* | --- |
* | "The import was cancelled. Nothing from the file was added." |
*
* @param {Pc_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pc_cancelled = /** @type {((inputs?: Pc_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pc_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pc_cancelled(inputs)
	if (locale === "fr") return fr_pc_cancelled(inputs)
	if (locale === "es") return es_pc_cancelled(inputs)
	return en_pc_cancelled(inputs)
});