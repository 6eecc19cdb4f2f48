/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Not_JsonInputs */

const en_fm_pr_not_json = /** @type {(inputs: Fm_Pr_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not a JSON file, or it is cut short`)
};

const de_fm_pr_not_json = /** @type {(inputs: Fm_Pr_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sie ist keine JSON-Datei oder ist abgeschnitten`)
};

const fr_fm_pr_not_json = /** @type {(inputs: Fm_Pr_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce n’est pas un fichier JSON, ou il est tronqué`)
};

const es_fm_pr_not_json = /** @type {(inputs: Fm_Pr_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es un archivo JSON, o está cortado`)
};

/**
* | output |
* | --- |
* | "it is not a JSON file, or it is cut short" |
*
* @param {Fm_Pr_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_not_json = /** @type {((inputs?: Fm_Pr_Not_JsonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Not_JsonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_not_json(inputs)
	if (locale === "fr") return fr_fm_pr_not_json(inputs)
	if (locale === "es") return es_fm_pr_not_json(inputs)
	return en_fm_pr_not_json(inputs)
});