/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_UnconfirmedInputs */

const en_sub_unconfirmed = /** @type {(inputs: Sub_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker found a difference but could not confirm it; it gives no answer rather than a wrong one.`)
};

const de_sub_unconfirmed = /** @type {(inputs: Sub_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer fand einen Unterschied, konnte ihn aber nicht bestätigen; er gibt lieber keine Antwort als eine falsche.`)
};

const fr_sub_unconfirmed = /** @type {(inputs: Sub_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur a trouvé une différence mais n’a pas pu la confirmer ; il préfère ne pas répondre plutôt que mal répondre.`)
};

const es_sub_unconfirmed = /** @type {(inputs: Sub_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador encontró una diferencia pero no pudo confirmarla; prefiere no responder a dar una respuesta errónea.`)
};

/**
* | output |
* | --- |
* | "The checker found a difference but could not confirm it; it gives no answer rather than a wrong one." |
*
* @param {Sub_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_unconfirmed = /** @type {((inputs?: Sub_UnconfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_UnconfirmedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_unconfirmed(inputs)
	if (locale === "fr") return fr_sub_unconfirmed(inputs)
	if (locale === "es") return es_sub_unconfirmed(inputs)
	return en_sub_unconfirmed(inputs)
});