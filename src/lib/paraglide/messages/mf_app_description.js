/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mf_App_DescriptionInputs */

const en_mf_app_description = /** @type {(inputs: Mf_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score notepad and rules referee for table card games. Works offline.`)
};

const de_mf_app_description = /** @type {(inputs: Mf_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkteblock und Regelschiedsrichter für Kartenspiele am Tisch. Funktioniert auch offline.`)
};

const fr_mf_app_description = /** @type {(inputs: Mf_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carnet de scores et arbitre des règles pour les jeux de cartes. Fonctionne hors ligne.`)
};

const es_mf_app_description = /** @type {(inputs: Mf_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libreta de puntuaciones y árbitro de reglas para juegos de cartas de mesa. Funciona sin conexión.`)
};

/**
* | output |
* | --- |
* | "Score notepad and rules referee for table card games. Works offline." |
*
* @param {Mf_App_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const mf_app_description = /** @type {((inputs?: Mf_App_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mf_App_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mf_app_description(inputs)
	if (locale === "fr") return fr_mf_app_description(inputs)
	if (locale === "es") return es_mf_app_description(inputs)
	return en_mf_app_description(inputs)
});