/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Bids_SecretInputs */

const en_perm_bids_secret = /** @type {(inputs: Perm_Bids_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen in secret on this phone, passed round`)
};

const de_perm_bids_secret = /** @type {(inputs: Perm_Bids_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheim auf diesem Handy gewählt, das herumgereicht wird`)
};

const fr_perm_bids_secret = /** @type {(inputs: Perm_Bids_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisies en secret sur ce téléphone, qui passe de main en main`)
};

const es_perm_bids_secret = /** @type {(inputs: Perm_Bids_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegidas en secreto en este móvil, que se va pasando`)
};

/**
* | output |
* | --- |
* | "Chosen in secret on this phone, passed round" |
*
* @param {Perm_Bids_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bids_secret = /** @type {((inputs?: Perm_Bids_SecretInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bids_SecretInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bids_secret(inputs)
	if (locale === "fr") return fr_perm_bids_secret(inputs)
	if (locale === "es") return es_perm_bids_secret(inputs)
	return en_perm_bids_secret(inputs)
});