/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Nothing_SecretInputs */

const en_tr_nothing_secret = /** @type {(inputs: Tr_Nothing_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing secret is on screen now.`)
};

const de_tr_nothing_secret = /** @type {(inputs: Tr_Nothing_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt ist nichts Geheimes mehr zu sehen.`)
};

const fr_tr_nothing_secret = /** @type {(inputs: Tr_Nothing_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus rien de secret n’est à l’écran.`)
};

const es_tr_nothing_secret = /** @type {(inputs: Tr_Nothing_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no hay nada secreto en pantalla.`)
};

/**
* | output |
* | --- |
* | "Nothing secret is on screen now." |
*
* @param {Tr_Nothing_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_nothing_secret = /** @type {((inputs?: Tr_Nothing_SecretInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Nothing_SecretInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_nothing_secret(inputs)
	if (locale === "fr") return fr_tr_nothing_secret(inputs)
	if (locale === "es") return es_tr_nothing_secret(inputs)
	return en_tr_nothing_secret(inputs)
});