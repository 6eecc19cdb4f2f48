/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Partly_UnderstoodInputs */

const en_sub_partly_understood = /** @type {(inputs: Sub_Partly_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker could neither prove nor refute this: primes, squares, powers, products and images with √, π or e are only partly understood by it.`)
};

const de_sub_partly_understood = /** @type {(inputs: Sub_Partly_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer konnte das weder beweisen noch widerlegen: Primzahlen, Quadratzahlen, Potenzen, Produkte und Bildmengen mit √, π oder e versteht er nur teilweise.`)
};

const fr_sub_partly_understood = /** @type {(inputs: Sub_Partly_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pu ni le démontrer ni le réfuter : il ne comprend qu’en partie les nombres premiers, les carrés, les puissances, les produits et les images avec √, π ou e.`)
};

const es_sub_partly_understood = /** @type {(inputs: Sub_Partly_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no pudo ni demostrarlo ni refutarlo: solo entiende en parte los primos, los cuadrados, las potencias, los productos y las imágenes con √, π o e.`)
};

/**
* | output |
* | --- |
* | "The checker could neither prove nor refute this: primes, squares, powers, products and images with √, π or e are only partly understood by it." |
*
* @param {Sub_Partly_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_partly_understood = /** @type {((inputs?: Sub_Partly_UnderstoodInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Partly_UnderstoodInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_partly_understood(inputs)
	if (locale === "fr") return fr_sub_partly_understood(inputs)
	if (locale === "es") return es_sub_partly_understood(inputs)
	return en_sub_partly_understood(inputs)
});