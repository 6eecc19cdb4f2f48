/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Hand_Back_TextInputs */

const en_reframing_hand_back_text = /** @type {(inputs: Reframing_Hand_Back_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing secret is on screen. Give the phone back to the host.`)
};

const de_reframing_hand_back_text = /** @type {(inputs: Reframing_Hand_Back_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts Geheimes ist zu sehen. Gib das Handy der Spielleitung zurück.`)
};

const fr_reframing_hand_back_text = /** @type {(inputs: Reframing_Hand_Back_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de secret n’est affiché. Rends le téléphone à l’hôte.`)
};

const es_reframing_hand_back_text = /** @type {(inputs: Reframing_Hand_Back_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada secreto en pantalla. Devuelve el teléfono al anfitrión.`)
};

/**
* | output |
* | --- |
* | "Nothing secret is on screen. Give the phone back to the host." |
*
* @param {Reframing_Hand_Back_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_hand_back_text = /** @type {((inputs?: Reframing_Hand_Back_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Hand_Back_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_hand_back_text(inputs)
	if (locale === "fr") return fr_reframing_hand_back_text(inputs)
	if (locale === "es") return es_reframing_hand_back_text(inputs)
	return en_reframing_hand_back_text(inputs)
});