/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Host_Phone_StartInputs */

const en_tb_host_phone_start = /** @type {(inputs: Tb_Host_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host phone`)
};

const de_tb_host_phone_start = /** @type {(inputs: Tb_Host_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Handy des Gastgebers`)
};

const fr_tb_host_phone_start = /** @type {(inputs: Tb_Host_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le téléphone de l’hôte`)
};

const es_tb_host_phone_start = /** @type {(inputs: Tb_Host_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El móvil del anfitrión`)
};

/**
* | output |
* | --- |
* | "The host phone" |
*
* @param {Tb_Host_Phone_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_host_phone_start = /** @type {((inputs?: Tb_Host_Phone_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Host_Phone_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_host_phone_start(inputs)
	if (locale === "fr") return fr_tb_host_phone_start(inputs)
	if (locale === "es") return es_tb_host_phone_start(inputs)
	return en_tb_host_phone_start(inputs)
});