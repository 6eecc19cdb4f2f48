/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Phone_Of_StartInputs */

const en_tb_phone_of_start = /** @type {(inputs: Tb_Phone_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s phone`)
};

const de_tb_phone_of_start = /** @type {(inputs: Tb_Phone_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Handy von ${i?.name}`)
};

const fr_tb_phone_of_start = /** @type {(inputs: Tb_Phone_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le téléphone de ${i?.name}`)
};

const es_tb_phone_of_start = /** @type {(inputs: Tb_Phone_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El móvil de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}'s phone" |
*
* @param {Tb_Phone_Of_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_phone_of_start = /** @type {((inputs: Tb_Phone_Of_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Phone_Of_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_phone_of_start(inputs)
	if (locale === "fr") return fr_tb_phone_of_start(inputs)
	if (locale === "es") return es_tb_phone_of_start(inputs)
	return en_tb_phone_of_start(inputs)
});