/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pi3_StoppedInputs */

const en_pi3_stopped = /** @type {(inputs: Pi3_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import stopped before it was done. Nothing was imported; please try again.`)
};

const de_pi3_stopped = /** @type {(inputs: Pi3_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Import wurde abgebrochen, bevor er fertig war. Es wurde nichts importiert; bitte versuche es noch einmal.`)
};

const fr_pi3_stopped = /** @type {(inputs: Pi3_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’import s’est arrêté avant la fin. Rien n’a été importé ; veuillez réessayer.`)
};

const es_pi3_stopped = /** @type {(inputs: Pi3_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación se detuvo antes de terminar. No se ha importado nada; inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The import stopped before it was done. Nothing was imported; please try again." |
*
* @param {Pi3_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pi3_stopped = /** @type {((inputs?: Pi3_StoppedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pi3_StoppedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pi3_stopped(inputs)
	if (locale === "fr") return fr_pi3_stopped(inputs)
	if (locale === "es") return es_pi3_stopped(inputs)
	return en_pi3_stopped(inputs)
});