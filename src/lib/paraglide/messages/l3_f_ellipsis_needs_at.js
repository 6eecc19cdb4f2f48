/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Ellipsis_Needs_AtInputs */

const en_l3_f_ellipsis_needs_at = /** @type {(inputs: L3_F_Ellipsis_Needs_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ellipsis needs at least two listed terms to show how it continues.`)
};

const de_l3_f_ellipsis_needs_at = /** @type {(inputs: L3_F_Ellipsis_Needs_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslassungspunkte brauchen mindestens zwei aufgezählte Glieder, die zeigen, wie es weitergeht.`)
};

const fr_l3_f_ellipsis_needs_at = /** @type {(inputs: L3_F_Ellipsis_Needs_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des points de suspension demandent au moins deux termes listés pour montrer comment la suite continue.`)
};

const es_l3_f_ellipsis_needs_at = /** @type {(inputs: L3_F_Ellipsis_Needs_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los puntos suspensivos necesitan al menos dos términos enumerados que muestren cómo sigue la serie.`)
};

/**
* | output |
* | --- |
* | "An ellipsis needs at least two listed terms to show how it continues." |
*
* @param {L3_F_Ellipsis_Needs_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ellipsis_needs_at = /** @type {((inputs?: L3_F_Ellipsis_Needs_AtInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ellipsis_Needs_AtInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ellipsis_needs_at(inputs)
	if (locale === "fr") return fr_l3_f_ellipsis_needs_at(inputs)
	if (locale === "es") return es_l3_f_ellipsis_needs_at(inputs)
	return en_l3_f_ellipsis_needs_at(inputs)
});