/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_SlowInputs */

const en_tn_s_slow = /** @type {(inputs: Tn_S_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still saving: the browser has not answered for a few seconds (a device out of space can do this). The entry counts once the history shows it.`)
};

const de_tn_s_slow = /** @type {(inputs: Tn_S_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird noch gespeichert: Der Browser antwortet seit ein paar Sekunden nicht (das kann passieren, wenn das Gerät keinen Platz mehr hat). Der Eintrag zählt, sobald der Verlauf ihn zeigt.`)
};

const fr_tn_s_slow = /** @type {(inputs: Tn_S_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement en cours : le navigateur ne répond plus depuis quelques secondes (cela arrive quand l’appareil manque de place). L’entrée compte dès que l’historique l’affiche.`)
};

const es_tn_s_slow = /** @type {(inputs: Tn_S_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando todavía: el navegador lleva unos segundos sin responder (puede pasar si el dispositivo se queda sin espacio). La entrada cuenta en cuanto el historial la muestra.`)
};

/**
* | output |
* | --- |
* | "Still saving: the browser has not answered for a few seconds (a device out of space can do this). The entry counts once the history shows it." |
*
* @param {Tn_S_SlowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_slow = /** @type {((inputs?: Tn_S_SlowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_SlowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_slow(inputs)
	if (locale === "fr") return fr_tn_s_slow(inputs)
	if (locale === "es") return es_tn_s_slow(inputs)
	return en_tn_s_slow(inputs)
});