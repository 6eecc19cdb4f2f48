/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ d: NonNullable<unknown>, power: NonNullable<unknown> }} Sub_Self_PowersInputs */

const en_sub_self_powers = /** @type {(inputs: Sub_Self_PowersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each n of A is a positive multiple of ${i?.d}, so n^n = (n^(n/${i?.d}))^${i?.d} is the ${i?.power} of a whole number, and every such ${i?.power} is in S.`)
};

const de_sub_self_powers = /** @type {(inputs: Sub_Self_PowersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jedes n von A ist ein positives Vielfaches von ${i?.d}, also ist n^n = (n^(n/${i?.d}))^${i?.d} die ${i?.power} einer ganzen Zahl, und jede solche Potenz liegt in S.`)
};

const fr_sub_self_powers = /** @type {(inputs: Sub_Self_PowersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chaque n de A est un multiple positif de ${i?.d}, donc n^n = (n^(n/${i?.d}))^${i?.d} est la puissance ${i?.power} d’un entier, et toute puissance ${i?.power} d’un entier est dans S.`)
};

const es_sub_self_powers = /** @type {(inputs: Sub_Self_PowersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada n de A es un múltiplo positivo de ${i?.d}, así que n^n = (n^(n/${i?.d}))^${i?.d} es la ${i?.power} potencia de un número entero, y toda ${i?.power} potencia así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each n of A is a positive multiple of {d}, so n^n = (n^(n/{d}))^{d} is the {power} of a whole number, and every such {power} is i..." |
*
* @param {Sub_Self_PowersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_self_powers = /** @type {((inputs: Sub_Self_PowersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Self_PowersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_self_powers(inputs)
	if (locale === "fr") return fr_sub_self_powers(inputs)
	if (locale === "es") return es_sub_self_powers(inputs)
	return en_sub_self_powers(inputs)
});