/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Cancel_ImportInputs */

const en_sb_cancel_import = /** @type {(inputs: Sb_Cancel_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel import`)
};

const de_sb_cancel_import = /** @type {(inputs: Sb_Cancel_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import abbrechen`)
};

const fr_sb_cancel_import = /** @type {(inputs: Sb_Cancel_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l’import`)
};

const es_sb_cancel_import = /** @type {(inputs: Sb_Cancel_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la importación`)
};

/**
* | output |
* | --- |
* | "Cancel import" |
*
* @param {Sb_Cancel_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_cancel_import = /** @type {((inputs?: Sb_Cancel_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Cancel_ImportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_cancel_import(inputs)
	if (locale === "fr") return fr_sb_cancel_import(inputs)
	if (locale === "es") return es_sb_cancel_import(inputs)
	return en_sb_cancel_import(inputs)
});