/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Sb_Cannot_ReadInputs */

const en_sb_cannot_read = /** @type {(inputs: Sb_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved games cannot be read: ${i?.problem}`)
};

const de_sb_cannot_read = /** @type {(inputs: Sb_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeicherte Partien können nicht gelesen werden: ${i?.problem}`)
};

const fr_sb_cannot_read = /** @type {(inputs: Sb_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de lire les parties enregistrées : ${i?.problem}`)
};

const es_sb_cannot_read = /** @type {(inputs: Sb_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pueden leer las partidas guardadas: ${i?.problem}`)
};

/**
* | output |
* | --- |
* | "Saved games cannot be read: {problem}" |
*
* @param {Sb_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_cannot_read = /** @type {((inputs: Sb_Cannot_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Cannot_ReadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_cannot_read(inputs)
	if (locale === "fr") return fr_sb_cannot_read(inputs)
	if (locale === "es") return es_sb_cannot_read(inputs)
	return en_sb_cannot_read(inputs)
});