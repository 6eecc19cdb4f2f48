/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Guest_PhoneInputs */

const en_tb_guest_phone = /** @type {(inputs: Tb_Guest_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a guest phone`)
};

const de_tb_guest_phone = /** @type {(inputs: Tb_Guest_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein Gast-Handy`)
};

const fr_tb_guest_phone = /** @type {(inputs: Tb_Guest_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un téléphone invité`)
};

const es_tb_guest_phone = /** @type {(inputs: Tb_Guest_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un móvil invitado`)
};

/**
* | output |
* | --- |
* | "a guest phone" |
*
* @param {Tb_Guest_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_guest_phone = /** @type {((inputs?: Tb_Guest_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Guest_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_guest_phone(inputs)
	if (locale === "fr") return fr_tb_guest_phone(inputs)
	if (locale === "es") return es_tb_guest_phone(inputs)
	return en_tb_guest_phone(inputs)
});