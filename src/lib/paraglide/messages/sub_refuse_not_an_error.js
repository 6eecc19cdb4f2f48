/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_An_ErrorInputs */

const en_sub_refuse_not_an_error = /** @type {(inputs: Sub_Refuse_Not_An_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The referee read this card as a correct set, so it is not an error.`)
};

const de_sub_refuse_not_an_error = /** @type {(inputs: Sub_Refuse_Not_An_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter hat diese Karte als korrekte Menge gelesen, sie ist also kein Fehler.`)
};

const fr_sub_refuse_not_an_error = /** @type {(inputs: Sub_Refuse_Not_An_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’arbitre a lu cette carte comme un ensemble correct : ce n’est donc pas une erreur.`)
};

const es_sub_refuse_not_an_error = /** @type {(inputs: Sub_Refuse_Not_An_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El árbitro leyó esta carta como un conjunto correcto, así que no es errónea.`)
};

/**
* | output |
* | --- |
* | "The referee read this card as a correct set, so it is not an error." |
*
* @param {Sub_Refuse_Not_An_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_an_error = /** @type {((inputs?: Sub_Refuse_Not_An_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_An_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_an_error(inputs)
	if (locale === "fr") return fr_sub_refuse_not_an_error(inputs)
	if (locale === "es") return es_sub_refuse_not_an_error(inputs)
	return en_sub_refuse_not_an_error(inputs)
});