/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Guest_Phone_StartInputs */

const en_tb_guest_phone_start = /** @type {(inputs: Tb_Guest_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guest phone`)
};

const de_tb_guest_phone_start = /** @type {(inputs: Tb_Guest_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Gast-Handy`)
};

const fr_tb_guest_phone_start = /** @type {(inputs: Tb_Guest_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un téléphone invité`)
};

const es_tb_guest_phone_start = /** @type {(inputs: Tb_Guest_Phone_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un móvil invitado`)
};

/**
* | output |
* | --- |
* | "A guest phone" |
*
* @param {Tb_Guest_Phone_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_guest_phone_start = /** @type {((inputs?: Tb_Guest_Phone_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Guest_Phone_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_guest_phone_start(inputs)
	if (locale === "fr") return fr_tb_guest_phone_start(inputs)
	if (locale === "es") return es_tb_guest_phone_start(inputs)
	return en_tb_guest_phone_start(inputs)
});