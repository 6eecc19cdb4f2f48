/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_LengthInputs */

const en_tb_length = /** @type {(inputs: Tb_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s secret move was not sealed at the one length every secret move has, so it is refused.`)
};

const de_tb_length = /** @type {(inputs: Tb_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der geheime Zug von ${i?.name} wurde nicht in der einen Länge versiegelt, die jeder geheime Zug hat, deshalb wird er abgelehnt.`)
};

const fr_tb_length = /** @type {(inputs: Tb_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le coup secret de ${i?.name} n’a pas été scellé à la longueur unique de tous les coups secrets : il est donc refusé.`)
};

const es_tb_length = /** @type {(inputs: Tb_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La jugada secreta de ${i?.name} no se selló con la longitud única que tienen todas las jugadas secretas, así que se rechaza.`)
};

/**
* | output |
* | --- |
* | "{name}'s secret move was not sealed at the one length every secret move has, so it is refused." |
*
* @param {Tb_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_length = /** @type {((inputs: Tb_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_LengthInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_length(inputs)
	if (locale === "fr") return fr_tb_length(inputs)
	if (locale === "es") return es_tb_length(inputs)
	return en_tb_length(inputs)
});