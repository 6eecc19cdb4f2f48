/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Go_NobodyInputs */

const en_tn_go_nobody = /** @type {(inputs: Tn_Go_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody scored, so nobody won.`)
};

const de_tn_go_nobody = /** @type {(inputs: Tn_Go_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand hat Punkte gemacht, also hat niemand gewonnen.`)
};

const fr_tn_go_nobody = /** @type {(inputs: Tn_Go_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’a marqué, donc personne n’a gagné.`)
};

const es_tn_go_nobody = /** @type {(inputs: Tn_Go_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie puntuó, así que nadie ganó.`)
};

/**
* | output |
* | --- |
* | "Nobody scored, so nobody won." |
*
* @param {Tn_Go_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_go_nobody = /** @type {((inputs?: Tn_Go_NobodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Go_NobodyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_go_nobody(inputs)
	if (locale === "fr") return fr_tn_go_nobody(inputs)
	if (locale === "es") return es_tn_go_nobody(inputs)
	return en_tn_go_nobody(inputs)
});