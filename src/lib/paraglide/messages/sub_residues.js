/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ m: NonNullable<unknown> }} Sub_ResiduesInputs */

const en_sub_residues = /** @type {(inputs: Sub_ResiduesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: what A's card bounds it to (its range, and the remainders of its whole numbers on division by ${i?.m}) lies in S.`)
};

const de_sub_residues = /** @type {(inputs: Sub_ResiduesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Das, worauf die Karte A beschränkt (ihr Bereich und die Reste ihrer ganzen Zahlen bei Division durch ${i?.m}), liegt in S.`)
};

const fr_sub_residues = /** @type {(inputs: Sub_ResiduesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : ce à quoi la carte de A le restreint (son étendue, et les restes de ses entiers dans la division par ${i?.m}) est dans S.`)
};

const es_sub_residues = /** @type {(inputs: Sub_ResiduesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: aquello a lo que la carta de A lo limita (su rango y los restos de sus enteros al dividir entre ${i?.m}) está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: what A's card bounds it to (its range, and the remainders of its whole numbers on division by {m}) lies in S." |
*
* @param {Sub_ResiduesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_residues = /** @type {((inputs: Sub_ResiduesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_ResiduesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_residues(inputs)
	if (locale === "fr") return fr_sub_residues(inputs)
	if (locale === "es") return es_sub_residues(inputs)
	return en_sub_residues(inputs)
});