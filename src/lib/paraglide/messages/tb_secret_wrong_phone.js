/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Secret_Wrong_PhoneInputs */

const en_tb_secret_wrong_phone = /** @type {(inputs: Tb_Secret_Wrong_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secret move for ${i?.name} came from a phone that does not play ${i?.name}, so it is ignored.`)
};

const de_tb_secret_wrong_phone = /** @type {(inputs: Tb_Secret_Wrong_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein geheimer Zug für ${i?.name} kam von einem Handy, das nicht ${i?.name} spielt, deshalb wird er übergangen.`)
};

const fr_tb_secret_wrong_phone = /** @type {(inputs: Tb_Secret_Wrong_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un coup secret pour ${i?.name} vient d’un téléphone qui ne joue pas ${i?.name} : il est donc ignoré.`)
};

const es_tb_secret_wrong_phone = /** @type {(inputs: Tb_Secret_Wrong_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una jugada secreta para ${i?.name} llegó de un móvil que no juega como ${i?.name}, así que se ignora.`)
};

/**
* | output |
* | --- |
* | "A secret move for {name} came from a phone that does not play {name}, so it is ignored." |
*
* @param {Tb_Secret_Wrong_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_secret_wrong_phone = /** @type {((inputs: Tb_Secret_Wrong_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Secret_Wrong_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_secret_wrong_phone(inputs)
	if (locale === "fr") return fr_tb_secret_wrong_phone(inputs)
	if (locale === "es") return es_tb_secret_wrong_phone(inputs)
	return en_tb_secret_wrong_phone(inputs)
});