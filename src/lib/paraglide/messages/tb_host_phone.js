/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Host_PhoneInputs */

const en_tb_host_phone = /** @type {(inputs: Tb_Host_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the host phone`)
};

const de_tb_host_phone = /** @type {(inputs: Tb_Host_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das Handy des Gastgebers`)
};

const fr_tb_host_phone = /** @type {(inputs: Tb_Host_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le téléphone de l’hôte`)
};

const es_tb_host_phone = /** @type {(inputs: Tb_Host_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el móvil del anfitrión`)
};

/**
* | output |
* | --- |
* | "the host phone" |
*
* @param {Tb_Host_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_host_phone = /** @type {((inputs?: Tb_Host_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Host_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_host_phone(inputs)
	if (locale === "fr") return fr_tb_host_phone(inputs)
	if (locale === "es") return es_tb_host_phone(inputs)
	return en_tb_host_phone(inputs)
});