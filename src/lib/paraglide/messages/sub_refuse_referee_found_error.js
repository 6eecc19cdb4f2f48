/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Sub_Refuse_Referee_Found_ErrorInputs */

const en_sub_refuse_referee_found_error = /** @type {(inputs: Sub_Refuse_Referee_Found_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The referee found an error on this card: ${i?.why}`)
};

const de_sub_refuse_referee_found_error = /** @type {(inputs: Sub_Refuse_Referee_Found_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter hat auf dieser Karte einen Fehler gefunden: ${i?.why}`)
};

const fr_sub_refuse_referee_found_error = /** @type {(inputs: Sub_Refuse_Referee_Found_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’arbitre a trouvé une erreur sur cette carte : ${i?.why}`)
};

const es_sub_refuse_referee_found_error = /** @type {(inputs: Sub_Refuse_Referee_Found_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El árbitro encontró un error en esta carta: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "The referee found an error on this card: {why}" |
*
* @param {Sub_Refuse_Referee_Found_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_referee_found_error = /** @type {((inputs: Sub_Refuse_Referee_Found_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Referee_Found_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_referee_found_error(inputs)
	if (locale === "fr") return fr_sub_refuse_referee_found_error(inputs)
	if (locale === "es") return es_sub_refuse_referee_found_error(inputs)
	return en_sub_refuse_referee_found_error(inputs)
});