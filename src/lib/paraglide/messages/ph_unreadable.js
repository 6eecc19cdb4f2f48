/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_UnreadableInputs */

const en_ph_unreadable = /** @type {(inputs: Ph_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This picture could not be opened (it may be damaged, or too large to decode), so nothing was added.`)
};

const de_ph_unreadable = /** @type {(inputs: Ph_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Bild ließ sich nicht öffnen (es ist vielleicht beschädigt oder zu groß zum Dekodieren), daher wurde nichts hinzugefügt.`)
};

const fr_ph_unreadable = /** @type {(inputs: Ph_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image n’a pas pu être ouverte (elle est peut-être abîmée, ou trop grande à décoder) : rien n’a été ajouté.`)
};

const es_ph_unreadable = /** @type {(inputs: Ph_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido abrir esta imagen (puede estar dañada o ser demasiado grande para decodificarla), así que no se ha añadido nada.`)
};

/**
* | output |
* | --- |
* | "This picture could not be opened (it may be damaged, or too large to decode), so nothing was added." |
*
* @param {Ph_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_unreadable = /** @type {((inputs?: Ph_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_unreadable(inputs)
	if (locale === "fr") return fr_ph_unreadable(inputs)
	if (locale === "es") return es_ph_unreadable(inputs)
	return en_ph_unreadable(inputs)
});