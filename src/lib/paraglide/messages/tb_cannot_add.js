/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Tb_Cannot_AddInputs */

const en_tb_cannot_add = /** @type {(inputs: Tb_Cannot_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It cannot be added now: ${i?.reason}`)
};

const de_tb_cannot_add = /** @type {(inputs: Tb_Cannot_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Er kann jetzt nicht hinzugefügt werden: ${i?.reason}`)
};

const fr_tb_cannot_add = /** @type {(inputs: Tb_Cannot_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle ne peut pas être ajoutée maintenant : ${i?.reason}`)
};

const es_tb_cannot_add = /** @type {(inputs: Tb_Cannot_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se puede añadir ahora: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "It cannot be added now: {reason}" |
*
* @param {Tb_Cannot_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_cannot_add = /** @type {((inputs: Tb_Cannot_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Cannot_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_cannot_add(inputs)
	if (locale === "fr") return fr_tb_cannot_add(inputs)
	if (locale === "es") return es_tb_cannot_add(inputs)
	return en_tb_cannot_add(inputs)
});