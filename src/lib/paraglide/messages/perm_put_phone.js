/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Put_PhoneInputs */

const en_perm_put_phone = /** @type {(inputs: Perm_Put_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put the phone where everyone can see it.`)
};

const de_perm_put_phone = /** @type {(inputs: Perm_Put_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg das Handy so hin, dass alle es sehen.`)
};

const fr_perm_put_phone = /** @type {(inputs: Perm_Put_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pose le téléphone là où tout le monde le voit.`)
};

const es_perm_put_phone = /** @type {(inputs: Perm_Put_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja el móvil donde todos lo vean.`)
};

/**
* | output |
* | --- |
* | "Put the phone where everyone can see it." |
*
* @param {Perm_Put_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_put_phone = /** @type {((inputs?: Perm_Put_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Put_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_put_phone(inputs)
	if (locale === "fr") return fr_perm_put_phone(inputs)
	if (locale === "es") return es_perm_put_phone(inputs)
	return en_perm_put_phone(inputs)
});