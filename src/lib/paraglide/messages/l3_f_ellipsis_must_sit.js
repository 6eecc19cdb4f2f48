/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Ellipsis_Must_SitInputs */

const en_l3_f_ellipsis_must_sit = /** @type {(inputs: L3_F_Ellipsis_Must_SitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ellipsis must sit inside a list in braces.`)
};

const de_l3_f_ellipsis_must_sit = /** @type {(inputs: L3_F_Ellipsis_Must_SitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslassungspunkte müssen in einer Liste in geschweiften Klammern stehen.`)
};

const fr_l3_f_ellipsis_must_sit = /** @type {(inputs: L3_F_Ellipsis_Must_SitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des points de suspension doivent se trouver dans une liste entre accolades.`)
};

const es_l3_f_ellipsis_must_sit = /** @type {(inputs: L3_F_Ellipsis_Must_SitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los puntos suspensivos deben ir dentro de una lista entre llaves.`)
};

/**
* | output |
* | --- |
* | "An ellipsis must sit inside a list in braces." |
*
* @param {L3_F_Ellipsis_Must_SitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ellipsis_must_sit = /** @type {((inputs?: L3_F_Ellipsis_Must_SitInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ellipsis_Must_SitInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ellipsis_must_sit(inputs)
	if (locale === "fr") return fr_l3_f_ellipsis_must_sit(inputs)
	if (locale === "es") return es_l3_f_ellipsis_must_sit(inputs)
	return en_l3_f_ellipsis_must_sit(inputs)
});