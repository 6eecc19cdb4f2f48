/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_RedoInputs */

const en_tn_s_redo = /** @type {(inputs: Tn_S_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redo`)
};

const de_tn_s_redo = /** @type {(inputs: Tn_S_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederholen`)
};

const fr_tn_s_redo = /** @type {(inputs: Tn_S_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir`)
};

const es_tn_s_redo = /** @type {(inputs: Tn_S_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehacer`)
};

/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Tn_S_RedoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_redo = /** @type {((inputs?: Tn_S_RedoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_RedoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_redo(inputs)
	if (locale === "fr") return fr_tn_s_redo(inputs)
	if (locale === "es") return es_tn_s_redo(inputs)
	return en_tn_s_redo(inputs)
});