/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Listed_Terms_DoInputs */

const en_l3_f_listed_terms_do = /** @type {(inputs: L3_F_Listed_Terms_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The listed terms do not have one common difference, so no one can tell how the ellipsis continues.`)
};

const de_l3_f_listed_terms_do = /** @type {(inputs: L3_F_Listed_Terms_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die aufgezählten Glieder haben keine gemeinsame Differenz, also kann niemand sagen, wie die Auslassungspunkte weitergehen.`)
};

const fr_l3_f_listed_terms_do = /** @type {(inputs: L3_F_Listed_Terms_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les termes listés n’ont pas de différence commune : personne ne peut dire comment les points de suspension continuent.`)
};

const es_l3_f_listed_terms_do = /** @type {(inputs: L3_F_Listed_Terms_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los términos enumerados no tienen una diferencia común, así que nadie puede saber cómo siguen los puntos suspensivos.`)
};

/**
* | output |
* | --- |
* | "The listed terms do not have one common difference, so no one can tell how the ellipsis continues." |
*
* @param {L3_F_Listed_Terms_DoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_listed_terms_do = /** @type {((inputs?: L3_F_Listed_Terms_DoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Listed_Terms_DoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_listed_terms_do(inputs)
	if (locale === "fr") return fr_l3_f_listed_terms_do(inputs)
	if (locale === "es") return es_l3_f_listed_terms_do(inputs)
	return en_l3_f_listed_terms_do(inputs)
});