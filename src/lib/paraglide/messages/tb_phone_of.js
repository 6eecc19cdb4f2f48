/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Phone_OfInputs */

const en_tb_phone_of = /** @type {(inputs: Tb_Phone_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s phone`)
};

const de_tb_phone_of = /** @type {(inputs: Tb_Phone_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`das Handy von ${i?.name}`)
};

const fr_tb_phone_of = /** @type {(inputs: Tb_Phone_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le téléphone de ${i?.name}`)
};

const es_tb_phone_of = /** @type {(inputs: Tb_Phone_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el móvil de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}'s phone" |
*
* @param {Tb_Phone_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_phone_of = /** @type {((inputs: Tb_Phone_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Phone_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_phone_of(inputs)
	if (locale === "fr") return fr_tb_phone_of(inputs)
	if (locale === "es") return es_tb_phone_of(inputs)
	return en_tb_phone_of(inputs)
});