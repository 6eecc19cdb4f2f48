/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Ellipsis_Cannot_BeInputs */

const en_l3_f_ellipsis_cannot_be = /** @type {(inputs: L3_F_Ellipsis_Cannot_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ellipsis cannot be read: write at least two terms, then "...", as in ${i?.example}.`)
};

const de_l3_f_ellipsis_cannot_be = /** @type {(inputs: L3_F_Ellipsis_Cannot_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Auslassungspunkte lassen sich nicht lesen: Schreibe mindestens zwei Glieder, dann „...“, wie in ${i?.example}.`)
};

const fr_l3_f_ellipsis_cannot_be = /** @type {(inputs: L3_F_Ellipsis_Cannot_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces points de suspension sont illisibles : écrivez au moins deux termes, puis « ... », comme dans ${i?.example}.`)
};

const es_l3_f_ellipsis_cannot_be = /** @type {(inputs: L3_F_Ellipsis_Cannot_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estos puntos suspensivos no se pueden leer: escribe al menos dos términos y luego «...», como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "This ellipsis cannot be read: write at least two terms, then \"...\", as in {example}." |
*
* @param {L3_F_Ellipsis_Cannot_BeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ellipsis_cannot_be = /** @type {((inputs: L3_F_Ellipsis_Cannot_BeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ellipsis_Cannot_BeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ellipsis_cannot_be(inputs)
	if (locale === "fr") return fr_l3_f_ellipsis_cannot_be(inputs)
	if (locale === "es") return es_l3_f_ellipsis_cannot_be(inputs)
	return en_l3_f_ellipsis_cannot_be(inputs)
});