/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Store_RefusedInputs */

const en_fm_store_refused = /** @type {(inputs: Fm_Store_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This could not be saved (${i?.reason}). Nothing was changed.`)
};

const de_fm_store_refused = /** @type {(inputs: Fm_Store_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das konnte nicht gespeichert werden (${i?.reason}). Es wurde nichts geändert.`)
};

const fr_fm_store_refused = /** @type {(inputs: Fm_Store_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ceci n’a pas pu être enregistré (${i?.reason}). Rien n’a été modifié.`)
};

const es_fm_store_refused = /** @type {(inputs: Fm_Store_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto no se ha podido guardar (${i?.reason}). No se ha cambiado nada.`)
};

/**
* | output |
* | --- |
* | "This could not be saved ({reason}). Nothing was changed." |
*
* @param {Fm_Store_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_refused = /** @type {((inputs: Fm_Store_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_refused(inputs)
	if (locale === "fr") return fr_fm_store_refused(inputs)
	if (locale === "es") return es_fm_store_refused(inputs)
	return en_fm_store_refused(inputs)
});