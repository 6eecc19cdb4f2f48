/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ph_Too_ManyInputs */

const en_ph_too_many = /** @type {(inputs: Ph_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This game already has ${i?.max} photos, the most it keeps, so nothing was added.`)
};

const de_ph_too_many = /** @type {(inputs: Ph_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Spiel hat schon ${i?.max} Fotos, mehr behält es nicht, daher wurde nichts hinzugefügt.`)
};

const fr_ph_too_many = /** @type {(inputs: Ph_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette partie a déjà ${i?.max} photos, le maximum : rien n’a été ajouté.`)
};

const es_ph_too_many = /** @type {(inputs: Ph_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta partida ya tiene ${i?.max} fotos, el máximo, así que no se ha añadido nada.`)
};

/**
* | output |
* | --- |
* | "This game already has {max} photos, the most it keeps, so nothing was added." |
*
* @param {Ph_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_too_many = /** @type {((inputs: Ph_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_too_many(inputs)
	if (locale === "fr") return fr_ph_too_many(inputs)
	if (locale === "es") return es_ph_too_many(inputs)
	return en_ph_too_many(inputs)
});