/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ph_Too_BigInputs */

const en_ph_too_big = /** @type {(inputs: Ph_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This picture is larger than ${i?.max} MB, too large to open on the phone, so nothing was added.`)
};

const de_ph_too_big = /** @type {(inputs: Ph_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Bild ist größer als ${i?.max} MB und zu groß, um es auf dem Handy zu öffnen, daher wurde nichts hinzugefügt.`)
};

const fr_ph_too_big = /** @type {(inputs: Ph_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette image dépasse ${i?.max} Mo, trop pour l’ouvrir sur le téléphone : rien n’a été ajouté.`)
};

const es_ph_too_big = /** @type {(inputs: Ph_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta imagen pasa de ${i?.max} MB, demasiado para abrirla en el móvil, así que no se ha añadido nada.`)
};

/**
* | output |
* | --- |
* | "This picture is larger than {max} MB, too large to open on the phone, so nothing was added." |
*
* @param {Ph_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_too_big = /** @type {((inputs: Ph_Too_BigInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Too_BigInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_too_big(inputs)
	if (locale === "fr") return fr_ph_too_big(inputs)
	if (locale === "es") return es_ph_too_big(inputs)
	return en_ph_too_big(inputs)
});