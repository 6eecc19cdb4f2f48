/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_No_Flip_NeededInputs */

const en_sub_refuse_no_flip_needed = /** @type {(inputs: Sub_Refuse_No_Flip_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pile needs turning face down right now: the app turns the largest one down by itself when there is no tie.`)
};

const de_sub_refuse_no_flip_needed = /** @type {(inputs: Sub_Refuse_No_Flip_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade muss kein Stapel umgedreht werden: Ohne Gleichstand dreht die App den größten selbst um.`)
};

const fr_sub_refuse_no_flip_needed = /** @type {(inputs: Sub_Refuse_No_Flip_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune pile n’est à retourner pour l’instant : sans égalité, l’appli retourne elle-même la plus grande.`)
};

const es_sub_refuse_no_flip_needed = /** @type {(inputs: Sub_Refuse_No_Flip_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no hay que poner ningún montón boca abajo: si no hay empate, la aplicación pone boca abajo el más grande.`)
};

/**
* | output |
* | --- |
* | "No pile needs turning face down right now: the app turns the largest one down by itself when there is no tie." |
*
* @param {Sub_Refuse_No_Flip_NeededInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_no_flip_needed = /** @type {((inputs?: Sub_Refuse_No_Flip_NeededInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_No_Flip_NeededInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_no_flip_needed(inputs)
	if (locale === "fr") return fr_sub_refuse_no_flip_needed(inputs)
	if (locale === "es") return es_sub_refuse_no_flip_needed(inputs)
	return en_sub_refuse_no_flip_needed(inputs)
});