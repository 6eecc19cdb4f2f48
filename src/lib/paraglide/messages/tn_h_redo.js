/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_RedoInputs */

const en_tn_h_redo = /** @type {(inputs: Tn_H_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redo`)
};

const de_tn_h_redo = /** @type {(inputs: Tn_H_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederholt`)
};

const fr_tn_h_redo = /** @type {(inputs: Tn_H_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablissement`)
};

const es_tn_h_redo = /** @type {(inputs: Tn_H_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehacer`)
};

/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Tn_H_RedoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_redo = /** @type {((inputs?: Tn_H_RedoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_RedoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_redo(inputs)
	if (locale === "fr") return fr_tn_h_redo(inputs)
	if (locale === "es") return es_tn_h_redo(inputs)
	return en_tn_h_redo(inputs)
});