/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Pass_PhoneInputs */

const en_tr_pass_phone = /** @type {(inputs: Tr_Pass_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass the phone to ${i?.name}`)
};

const de_tr_pass_phone = /** @type {(inputs: Tr_Pass_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib das Handy an ${i?.name}`)
};

const fr_tr_pass_phone = /** @type {(inputs: Tr_Pass_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passe le téléphone à ${i?.name}`)
};

const es_tr_pass_phone = /** @type {(inputs: Tr_Pass_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pasa el móvil a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Pass the phone to {name}" |
*
* @param {Tr_Pass_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_pass_phone = /** @type {((inputs: Tr_Pass_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Pass_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_pass_phone(inputs)
	if (locale === "fr") return fr_tr_pass_phone(inputs)
	if (locale === "es") return es_tr_pass_phone(inputs)
	return en_tr_pass_phone(inputs)
});