/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Last_Term_NotInputs */

const en_l3_f_last_term_not = /** @type {(inputs: L3_F_Last_Term_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last term is not on the progression the listed terms start.`)
};

const de_l3_f_last_term_not = /** @type {(inputs: L3_F_Last_Term_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das letzte Glied liegt nicht auf der Folge, die die aufgezählten Glieder beginnen.`)
};

const fr_l3_f_last_term_not = /** @type {(inputs: L3_F_Last_Term_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le dernier terme n’est pas sur la progression que commencent les termes listés.`)
};

const es_l3_f_last_term_not = /** @type {(inputs: L3_F_Last_Term_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El último término no está en la progresión que empiezan los términos enumerados.`)
};

/**
* | output |
* | --- |
* | "The last term is not on the progression the listed terms start." |
*
* @param {L3_F_Last_Term_NotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_last_term_not = /** @type {((inputs?: L3_F_Last_Term_NotInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Last_Term_NotInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_last_term_not(inputs)
	if (locale === "fr") return fr_l3_f_last_term_not(inputs)
	if (locale === "es") return es_l3_f_last_term_not(inputs)
	return en_l3_f_last_term_not(inputs)
});