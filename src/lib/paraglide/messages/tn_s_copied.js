/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_CopiedInputs */

const en_tn_s_copied = /** @type {(inputs: Tn_S_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores copied to the clipboard.`)
};

const de_tn_s_copied = /** @type {(inputs: Tn_S_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte in die Zwischenablage kopiert.`)
};

const fr_tn_s_copied = /** @type {(inputs: Tn_S_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores copiés dans le presse-papiers.`)
};

const es_tn_s_copied = /** @type {(inputs: Tn_S_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones copiadas al portapapeles.`)
};

/**
* | output |
* | --- |
* | "Scores copied to the clipboard." |
*
* @param {Tn_S_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_copied = /** @type {((inputs?: Tn_S_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_CopiedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_copied(inputs)
	if (locale === "fr") return fr_tn_s_copied(inputs)
	if (locale === "es") return es_tn_s_copied(inputs)
	return en_tn_s_copied(inputs)
});