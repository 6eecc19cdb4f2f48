/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown>, column: NonNullable<unknown>, said: NonNullable<unknown> }} Fm_Pr_Not_XmlInputs */

const en_fm_pr_not_xml = /** @type {(inputs: Fm_Pr_Not_XmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is not well-formed XML (line ${i?.line}, column ${i?.column}: ${i?.said})`)
};

const de_fm_pr_not_xml = /** @type {(inputs: Fm_Pr_Not_XmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sie ist kein wohlgeformtes XML (Zeile ${i?.line}, Spalte ${i?.column}: ${i?.said})`)
};

const fr_fm_pr_not_xml = /** @type {(inputs: Fm_Pr_Not_XmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ce n’est pas du XML bien formé (ligne ${i?.line}, colonne ${i?.column} : ${i?.said})`)
};

const es_fm_pr_not_xml = /** @type {(inputs: Fm_Pr_Not_XmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es XML bien formado (línea ${i?.line}, columna ${i?.column}: ${i?.said})`)
};

/**
* | output |
* | --- |
* | "it is not well-formed XML (line {line}, column {column}: {said})" |
*
* @param {Fm_Pr_Not_XmlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_not_xml = /** @type {((inputs: Fm_Pr_Not_XmlInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Not_XmlInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_not_xml(inputs)
	if (locale === "fr") return fr_fm_pr_not_xml(inputs)
	if (locale === "es") return es_fm_pr_not_xml(inputs)
	return en_fm_pr_not_xml(inputs)
});