/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Perm_Ties_ModeInputs */

const en_perm_ties_mode = /** @type {(inputs: Perm_Ties_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ties are settled by "share" or "extra-round", not ${i?.value}.`)
};

const de_perm_ties_mode = /** @type {(inputs: Perm_Ties_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Gleichstand wird mit „share“ oder „extra-round“ entschieden, nicht mit ${i?.value}.`)
};

const fr_perm_ties_mode = /** @type {(inputs: Perm_Ties_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une égalité se règle par « share » ou « extra-round », pas par ${i?.value}.`)
};

const es_perm_ties_mode = /** @type {(inputs: Perm_Ties_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un empate se resuelve con «share» o «extra-round», no con ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "Ties are settled by \"share\" or \"extra-round\", not {value}." |
*
* @param {Perm_Ties_ModeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_ties_mode = /** @type {((inputs: Perm_Ties_ModeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Ties_ModeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_ties_mode(inputs)
	if (locale === "fr") return fr_perm_ties_mode(inputs)
	if (locale === "es") return es_perm_ties_mode(inputs)
	return en_perm_ties_mode(inputs)
});