/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Keep_SecretInputs */

const en_reframing_keep_secret = /** @type {(inputs: Reframing_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep choices secret (pass the phone)`)
};

const de_reframing_keep_secret = /** @type {(inputs: Reframing_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswahl geheim halten (Handy weitergeben)`)
};

const fr_reframing_keep_secret = /** @type {(inputs: Reframing_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder les choix secrets (passer le téléphone)`)
};

const es_reframing_keep_secret = /** @type {(inputs: Reframing_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener las elecciones en secreto (pasar el teléfono)`)
};

/**
* | output |
* | --- |
* | "Keep choices secret (pass the phone)" |
*
* @param {Reframing_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_keep_secret = /** @type {((inputs?: Reframing_Keep_SecretInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Keep_SecretInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_keep_secret(inputs)
	if (locale === "fr") return fr_reframing_keep_secret(inputs)
	if (locale === "es") return es_reframing_keep_secret(inputs)
	return en_reframing_keep_secret(inputs)
});